#include "shown_number.hpp"

#include <cmath>

namespace posattn {
namespace {

// The decimal digits of a whole number n >= 0.
std::string digitsOf(unsigned long long n) {
  std::string digits;
  do {
    digits.insert(digits.begin(), static_cast<char>('0' + n % 10));
    n /= 10;
  } while (n > 0);
  return digits;
}

}  // namespace

std::string shownNumber(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  const std::string sign = std::signbit(value) ? "-" : "";  // -0 too, as printf writes it
  double magnitude = std::fabs(value);
  if (std::floor(magnitude) == magnitude && magnitude < 1e16) return sign + digitsOf(static_cast<unsigned long long>(magnitude));
  // Six significant digits: magnitude = mantissa * 10^(exponent - 5), 100000 <= mantissa < 1000000.
  int exponent = static_cast<int>(std::floor(std::log10(magnitude)));
  const double scaled = exponent < -290 ? magnitude * 1e300 * std::pow(10.0, 5 - exponent - 300)  // no overflow of 10^(5-e)
                                        : magnitude * std::pow(10.0, 5 - exponent);
  unsigned long long mantissa = static_cast<unsigned long long>(std::llround(scaled));
  if (mantissa >= 1000000) { mantissa = static_cast<unsigned long long>(std::llround(scaled / 10)); ++exponent; }  // log10 a little low, or rounding carried
  if (mantissa < 100000) { mantissa = static_cast<unsigned long long>(std::llround(scaled * 10)); --exponent; }  // a little high
  std::string digits = digitsOf(mantissa);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  if (exponent < -4 || exponent >= 6) {  // d.ddddde±XX
    const std::string fraction = digits.size() > 1 ? "." + digits.substr(1) : "";
    const std::string power = digitsOf(static_cast<unsigned long long>(std::abs(exponent)));
    return sign + digits.substr(0, 1) + fraction + (exponent < 0 ? "e-" : "e+") + (power.size() < 2 ? "0" : "") + power;
  }
  if (exponent < 0) return sign + "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
  const auto whole = static_cast<std::size_t>(exponent) + 1;
  if (digits.size() <= whole) return sign + digits + std::string(whole - digits.size(), '0');
  return sign + digits.substr(0, whole) + "." + digits.substr(whole);
}

}  // namespace posattn
