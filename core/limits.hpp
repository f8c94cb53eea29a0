#pragma once
// Explicit limits, so the page can say exactly what is too large instead of freezing.
namespace posattn {

inline constexpr int kMaxTokens = 64;        // tokens in one sentence
inline constexpr int kMaxModelWidth = 256;   // d_model
inline constexpr int kMinModelWidth = 4;
inline constexpr int kMaxHeads = 8;
inline constexpr int kMaxPosition = 1024;    // highest absolute position (start offset + length)
inline constexpr int kMaxTokenCharacters = 64;  // longest single token, in Unicode characters
// Longest text the binding accepts, in JavaScript string units (UTF-16), checked before anything is
// copied into WebAssembly memory: far above what 64 tokens need, far below what would hurt.
inline constexpr int kMaxTextLength = 10000;

}  // namespace posattn
