// The arithmetic of one keystroke's analysis written straightforwardly in JavaScript with typed
// arrays, for the side-by-side benchmark only (the page never uses it: every number on the page
// comes from the C++ core). It does the three attention runs analyze() does (original with the
// score decomposition, reordered, shifted), sinusoidal positions, every seeded head, the output
// projection and the comparison's largest difference; it leaves out the designed heads and the
// tables for the views, so it does a little less work than analyze() (a conservative comparison).
// A classic script: defines globalThis.plainAnalysis({ tokens, width, heads, order, shiftBy }).
(function () {
  // A small seeded generator (mulberry32) for the content vectors and weights.
  function random(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
    };
  }
  function seeded(seed, rows, cols, scale) {
    const next = random(seed), m = new Float64Array(rows * cols);
    for (let i = 0; i < m.length; ++i) m[i] = next() * 2 * scale;
    return m;
  }
  // c (n x m) = a (n x k) * b (k x m), all row-major; b read with a column offset and stride.
  function multiply(a, n, k, b, bStride, bOffset, m, c) {
    for (let i = 0; i < n; ++i) {
      for (let j = 0; j < m; ++j) c[i * m + j] = 0;
      for (let p = 0; p < k; ++p) {
        const x = a[i * k + p];
        const row = p * bStride + bOffset;
        for (let j = 0; j < m; ++j) c[i * m + j] += x * b[row + j];
      }
    }
    return c;
  }
  // c (n x n) = scale * a (n x k) * b (n x k)^T
  function multiplyTransposed(a, b, n, k, scale, c) {
    for (let i = 0; i < n; ++i) {
      for (let j = 0; j < n; ++j) {
        let sum = 0;
        for (let p = 0; p < k; ++p) sum += a[i * k + p] * b[j * k + p];
        c[i * n + j] = scale * sum;
      }
    }
    return c;
  }
  function softmaxRows(scores, n) {
    for (let i = 0; i < n; ++i) {
      let peak = -Infinity;
      for (let j = 0; j < n; ++j) peak = Math.max(peak, scores[i * n + j]);
      let total = 0;
      for (let j = 0; j < n; ++j) total += (scores[i * n + j] = Math.exp(scores[i * n + j] - peak));
      for (let j = 0; j < n; ++j) scores[i * n + j] /= total;
    }
    return scores;
  }
  function sinusoidal(n, d, start) {
    const p = new Float64Array(n * d);
    for (let pos = 0; pos < n; ++pos) {
      for (let i = 0; i < d; i += 2) {
        const angle = (pos + start) / Math.pow(10000, i / d);
        p[pos * d + i] = Math.sin(angle);
        if (i + 1 < d) p[pos * d + i + 1] = Math.cos(angle);
      }
    }
    return p;
  }

  function run(content, n, d, heads, w, start, decompose) {
    const dh = d / heads, scale = 1 / Math.sqrt(dh);
    const position = sinusoidal(n, d, start);
    const input = new Float64Array(n * d);
    for (let i = 0; i < input.length; ++i) input[i] = content[i] + position[i];
    const q = new Float64Array(n * dh), k = new Float64Array(n * dh), v = new Float64Array(n * dh);
    const concatenated = new Float64Array(n * d);
    const weights = [];
    for (let h = 0; h < heads; ++h) {
      multiply(input, n, d, w.query, d, h * dh, dh, q);
      multiply(input, n, d, w.key, d, h * dh, dh, k);
      multiply(input, n, d, w.value, d, h * dh, dh, v);
      if (decompose) {  // content·content, content·position, position·content, position·position
        const qc = multiply(content, n, d, w.query, d, h * dh, dh, new Float64Array(n * dh));
        const kc = multiply(content, n, d, w.key, d, h * dh, dh, new Float64Array(n * dh));
        const qp = multiply(position, n, d, w.query, d, h * dh, dh, new Float64Array(n * dh));
        const kp = multiply(position, n, d, w.key, d, h * dh, dh, new Float64Array(n * dh));
        for (const [a, b] of [[qc, kc], [qc, kp], [qp, kc], [qp, kp]]) multiplyTransposed(a, b, n, dh, scale, new Float64Array(n * n));
      }
      const scores = softmaxRows(multiplyTransposed(q, k, n, dh, scale, new Float64Array(n * n)), n);
      weights.push(scores);
      const out = multiply(scores, n, n, v, dh, 0, dh, new Float64Array(n * dh));
      for (let i = 0; i < n; ++i) for (let j = 0; j < dh; ++j) concatenated[i * d + h * dh + j] = out[i * dh + j];
    }
    return { weights, output: multiply(concatenated, n, d, w.output, d, 0, d, new Float64Array(n * d)) };
  }

  globalThis.plainAnalysis = function plainAnalysis({ tokens: n, width: d, heads, order, shiftBy = 5 }) {
    const scale = 1 / Math.sqrt(d);
    const w = { query: seeded(1, d, d, scale), key: seeded(2, d, d, scale), value: seeded(3, d, d, scale), output: seeded(4, d, d, scale) };
    const content = seeded(5, n, d, 1);
    const reorderedContent = new Float64Array(n * d);
    order.forEach((from, to) => reorderedContent.set(content.subarray(from * d, from * d + d), to * d));
    const original = run(content, n, d, heads, w, 0, true);
    const reordered = run(reorderedContent, n, d, heads, w, 0, false);
    run(content, n, d, heads, w, shiftBy, false);
    let error = 0;  // max |f(PX) - P f(X)|
    order.forEach((from, to) => {
      for (let j = 0; j < d; ++j) error = Math.max(error, Math.abs(reordered.output[to * d + j] - original.output[from * d + j]));
    });
    return error;
  };
}());
