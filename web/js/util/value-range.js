// The range a heatmap's colour scale spans (heatmap.js draws it, export.js writes it).

// [smallest, largest] value of the cells the mask leaves ([0, 0] when it leaves none).
export function valueRange(matrix, masked = () => false) {
  let lo = Infinity, hi = -Infinity;
  for (let r = 0; r < matrix.rows; ++r) {
    for (let c = 0; c < matrix.cols; ++c) {
      if (masked(r, c)) continue;
      const v = matrix.data[r * matrix.cols + c];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  return lo <= hi ? [lo, hi] : [0, 0];
}
