#include "model_value_js.hpp"

#include "message_value.hpp"  // shownValue

#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

#include <string>

// The JavaScript side of each question, at global scope as EM_JS requires. Each catches whatever
// the value throws (a Proxy trap, say) and answers "cannot be read" instead.
using JsHandle = emscripten::EM_VAL;

// 0 absent, 1 null, 2 boolean, 3 number, 4 string, 5 array or typed array of numbers, 6 object,
// 7 anything else (symbol, BigInt, function, a BigInt64Array, a DataView).
EM_JS(int, posattn_value_kind, (JsHandle handle), {
  try {
    const v = Emval.toValue(handle);
    if (v === undefined) return 0;
    if (v === null) return 1;
    const type = typeof v;
    if (type === 'boolean') return 2;
    if (type === 'number') return 3;
    if (type === 'string') return 4;
    if (type !== 'object') return 7;
    if (ArrayBuffer.isView(v)) return (v instanceof DataView || v instanceof BigInt64Array || v instanceof BigUint64Array) ? 7 : 5;
    if (Array.isArray(v)) return 5;
    return 6;
  } catch (e) {
    return 7;
  }
});

// A handle to {value} for an own data property, to {} when absent, or 0 when it is an accessor
// or cannot be read (a Proxy whose trap throws).
EM_JS(JsHandle, posattn_own_field, (JsHandle handle, const char* name, int length), {
  try {
    const v = Emval.toValue(handle);
    const key = UTF8ToString(name, length);
    const d = Object.getOwnPropertyDescriptor(v, key);
    if (d === undefined) return Emval.toHandle({});
    if (!('value' in d)) return 0;
    return Emval.toHandle({value: d.value});
  } catch (e) {
    return 0;
  }
});

// Own enumerable string keys, at most `limit` + 1 of them, each cut to 64 units; 0 on failure.
EM_JS(JsHandle, posattn_own_keys, (JsHandle handle, int limit), {
  try {
    const keys = [];
    for (const key of Object.keys(Emval.toValue(handle))) {
      keys.push(String(key).slice(0, 64));
      if (keys.length > limit) break;
    }
    return Emval.toHandle(keys);
  } catch (e) {
    return 0;
  }
});

// Copies `count` numbers into the heap at `out` (8-byte aligned); returns the first index that is
// not an own number, or count. Typed arrays have no accessors on their elements.
EM_JS(int, posattn_copy_numbers, (JsHandle handle, double* out, int count), {
  try {
    const v = Emval.toValue(handle);
    const heap = HEAPF64.subarray(out >> 3, (out >> 3) + count);
    if (ArrayBuffer.isView(v)) {
      if (v.length !== count) return 0;
      for (let k = 0; k < count; ++k) heap[k] = v[k];
      return count;
    }
    for (let k = 0; k < count; ++k) {
      const d = Object.getOwnPropertyDescriptor(v, k);
      if (d === undefined || !('value' in d) || typeof d.value !== 'number') return k;
      heap[k] = d.value;
    }
    return count;
  } catch (e) {
    return 0;
  }
});

// The first own property (enumerable or not) that is an accessor, cut to 64 units; "" for none;
// 0 when the object cannot be inspected.
EM_JS(JsHandle, posattn_first_accessor, (JsHandle handle), {
  try {
    const v = Emval.toValue(handle);
    if (typeof v !== 'object' || v === null) return Emval.toHandle(String());
    for (const key of Object.getOwnPropertyNames(v)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d && !('value' in d)) return Emval.toHandle(String(key).slice(0, 64));
    }
    return Emval.toHandle(String());
  } catch (e) {
    return 0;
  }
});

// Length of a string or an array; -1 when it cannot be read.
EM_JS(double, posattn_value_length, (JsHandle handle), {
  try {
    const v = Emval.toValue(handle);
    const n = v.length;
    return typeof n === 'number' ? n : -1;
  } catch (e) {
    return -1;
  }
});

// A real Uint8Array's byte count, read through the intrinsic getter (an own or inherited
// "length" of the object itself is never asked); -1 for anything else.
EM_JS(double, posattn_byte_count, (JsHandle handle), {
  try {
    const v = Emval.toValue(handle);
    const getter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), 'byteLength').get;
    const tag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
    if (Reflect.apply(tag, v, []) !== 'Uint8Array') return -1;
    return Reflect.apply(getter, v, []);
  } catch (e) {
    return -1;
  }
});

// Copies `count` bytes of a real Uint8Array to the heap at `out`; 0 when it cannot.
EM_JS(int, posattn_copy_bytes, (JsHandle handle, unsigned char* out, double count), {
  try {
    const v = Emval.toValue(handle);
    const proto = Object.getPrototypeOf(Uint8Array.prototype);
    const get = (name) => Reflect.apply(Object.getOwnPropertyDescriptor(proto, name).get, v, []);
    if (get('byteLength') !== count) return 0;
    HEAPU8.set(new Uint8Array(get('buffer'), get('byteOffset'), count), out);
    return 1;
  } catch (e) {
    return 0;
  }
});

namespace posattn::js {
namespace {

using emscripten::val;
using Kind = ModelValue::Kind;

Kind kindOf(const val& value) { return static_cast<Kind>(posattn_value_kind(value.as_handle())); }

}  // namespace

JsModelValue::JsModelValue(val value) : value_(std::move(value)), kind_(kindOf(value_)) {}

bool JsModelValue::boolean() const { return kind_ == Kind::Boolean && value_.as<bool>(); }

double JsModelValue::number() const { return kind_ == Kind::Number ? value_.as<double>() : 0.0; }

std::size_t JsModelValue::length() const {
  if (kind_ != Kind::String && kind_ != Kind::Array) return 0;
  // A Proxy of an array may claim any length: the reader compares it to the expected size first.
  const double n = posattn_value_length(value_.as_handle());
  return n >= 0 && n <= 4294967295.0 ? static_cast<std::size_t>(n) : 0;
}

std::string JsModelValue::text() const { return kind_ == Kind::String ? value_.as<std::string>() : ""; }

std::unique_ptr<ModelValue> JsModelValue::field(std::string_view name) const {
  if (kind_ != Kind::Object && kind_ != Kind::Array)
    return std::make_unique<JsModelValue>(val::undefined());
  const JsHandle found = posattn_own_field(value_.as_handle(), name.data(), static_cast<int>(name.size()));
  if (!found) return std::make_unique<JsModelValue>(val::global("Symbol")());  // Kind::Other
  const val holder = val::take_ownership(found);
  return std::make_unique<JsModelValue>(holder["value"]);
}

std::vector<std::string> JsModelValue::keys(std::size_t limit, bool& more) const {
  more = false;
  std::vector<std::string> out;
  if (kind_ != Kind::Object) return out;
  const JsHandle found = posattn_own_keys(value_.as_handle(), static_cast<int>(limit));
  if (!found) { more = true; return out; }
  const val list = val::take_ownership(found);
  const int count = list["length"].as<int>();
  for (int k = 0; k < count && static_cast<std::size_t>(k) < limit; ++k)
    out.push_back(list[k].as<std::string>());
  more = static_cast<std::size_t>(count) > limit;
  return out;
}

std::size_t JsModelValue::numbers(double* out, std::size_t count) const {
  if (kind_ != Kind::Array || count > kMaxTensorNumbers) return 0;
  return static_cast<std::size_t>(posattn_copy_numbers(value_.as_handle(), out, static_cast<int>(count)));
}

val ownField(const val& object, std::string_view name) {
  if (kindOf(object) != Kind::Object && kindOf(object) != Kind::Array) return val::undefined();
  const JsHandle found = posattn_own_field(object.as_handle(), name.data(), static_cast<int>(name.size()));
  if (!found) return val::undefined();
  return val::take_ownership(found)["value"];
}

CopiedBytes copyBytes(const val& array, std::size_t limit, Message& problem) {
  const double count = posattn_byte_count(array.as_handle());
  if (count < 0) { problem = say("expected-bytes", "value", shownValue(array)); return {}; }
  if (count > static_cast<double>(limit)) {
    problem = say("file-too-large", "bytes", count, "limit", limit, "mebibytes", limit >> 20);
    return {};
  }
  CopiedBytes bytes;
  bytes.size = static_cast<std::size_t>(count);
  bytes.data.reset(new char[bytes.size]);  // not value-initialized: the copy writes every byte
  if (count > 0 && !posattn_copy_bytes(array.as_handle(), reinterpret_cast<unsigned char*>(bytes.data.get()), count)) {
    problem = say("file-unreadable");
    return {};
  }
  return bytes;
}

Message accessorProblem(const val& object) {
  const JsHandle found = posattn_first_accessor(object.as_handle());
  if (!found) return say("unreadable-properties");
  const std::string name = val::take_ownership(found).as<std::string>();
  return name.empty() ? Message{} : say("getter", "field", name);
}

}  // namespace posattn::js
