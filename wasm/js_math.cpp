// The analysis module's pow, log, sin and cos are the browser's Math functions instead of musl's:
// musl's come with tables of constants that were 11.6 KB of the module's 84.2 KB gzip, a first visit's
// largest file. They run once per position-table entry, not per weight, so a keystroke does not
// feel the call into JavaScript; exp, which runs once per attention weight, stays musl's (in the
// module). Both are accurate to an ulp, so only the last bits of the sinusoidal and RoPE numbers
// can differ from the native build, and between browsers (docs/api.md, "Numbers").
// Linked into the analysis module only: an object file's definitions come before libc's.
#include <emscripten.h>

EM_JS(double, posattn_math_pow, (double x, double y), { return Math.pow(x, y); });
EM_JS(double, posattn_math_log, (double x), { return Math.log(x); });
EM_JS(double, posattn_math_sin, (double x), { return Math.sin(x); });
EM_JS(double, posattn_math_cos, (double x), { return Math.cos(x); });

extern "C" {
double pow(double x, double y) { return posattn_math_pow(x, y); }
double log(double x) { return posattn_math_log(x); }
double sin(double x) { return posattn_math_sin(x); }
double cos(double x) { return posattn_math_cos(x); }
}
