// The page's colour maps, computed exactly as d3-scale-chromatic 3 computes them (tests/web/
// colour.test.mjs compares every one with it), without the library's other schemes, which the
// bundle could not leave out and which were a fifth of the page's first download. From
// d3-scale-chromatic (ISC, Mike Bostock): viridis, matplotlib's map (Stéfan van der Walt, Nathaniel
// Smith and Eric Firing; CC0) as a ramp of 256 colours; cividis, d3's polynomial fit of the map of
// Jamie Nuñez, Christopher Anderton and Ryan Renslow; PuOr, ColorBrewer's 11-class purple-orange
// scheme (Cynthia Brewer, Mark Harrower and The Pennsylvania State University; Apache 2.0) under a
// uniform B-spline in RGB.
import { formatRgb } from './space.js';

const hexColours = (digits) => digits.match(/.{6}/g).map((hex) => `#${hex}`);

const VIRIDIS = hexColours(
  '44015444025645045745055946075a46085c460a5d460b5e470d60470e61471063471164471365481467481668481769'
  + '48186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a'
  + '472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f85'
  + '4240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b'
  + '3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d'
  + '33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e'
  + '2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e'
  + '26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d'
  + '21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f88'
  + '1fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad81'
  + '28ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc74'
  + '3fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc863'
  + '5ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d'
  + '84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32'
  + 'addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21a'
  + 'd8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725');

// t in [0, 1] -> '#rrggbb'
export function viridis(t) {
  return VIRIDIS[Math.max(0, Math.min(VIRIDIS.length - 1, Math.floor(t * VIRIDIS.length)))];
}

// t in [0, 1] -> 'rgb(r, g, b)'
export function cividis(t) {
  t = Math.max(0, Math.min(1, t));
  return formatRgb(
    -4.54 - t * (35.34 - t * (2381.73 - t * (6402.7 - t * (7024.72 - t * 2710.57)))),
    32.49 + t * (170.73 + t * (52.82 - t * (131.46 - t * (176.58 - t * 67.37)))),
    81.24 + t * (442.36 - t * (2482.43 - t * (6167.24 - t * (6614.94 - t * 2475.67)))));
}

// One channel's uniform cubic B-spline through `values` at t in [0, 1] (d3-interpolate's basis).
function basisSpline(values) {
  const n = values.length - 1;
  return (t) => {
    const i = t <= 0 ? (t = 0) : t >= 1 ? (t = 1, n - 1) : Math.floor(t * n);
    const v1 = values[i], v2 = values[i + 1];
    const v0 = i > 0 ? values[i - 1] : 2 * v1 - v2;
    const v3 = i < n - 1 ? values[i + 2] : 2 * v2 - v1;
    const s = (t - i / n) * n, s2 = s * s, s3 = s2 * s;
    return ((1 - 3 * s + 3 * s2 - s3) * v0 + (4 - 6 * s2 + 3 * s3) * v1
      + (1 + 3 * s + 3 * s2 - 3 * s3) * v2 + s3 * v3) / 6;
  };
}

const PU_OR = hexColours('2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08')
  .map((hex) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)));
const PU_OR_CHANNELS = [0, 1, 2].map((channel) => basisSpline(PU_OR.map((colour) => colour[channel])));

// t in [0, 1] -> 'rgb(r, g, b)': purple at 0, white at 0.5, orange at 1
export function puOr(t) {
  return formatRgb(...PU_OR_CHANNELS.map((channel) => channel(t)));
}
