// marshal.h — what the Marshal writer (marshal_dump.cpp), reader
// (marshal_load.cpp) and module (marshal.cpp) share: the type bytes of
// Marshal format 4.8, the nesting bound, and Time's user-defined form
// (marshal_time.cpp). Not part of the runtime API.
#pragma once

#include <string>

#include "core/core.h"
#include "sched/native_calls.h"

namespace garnet::core::marshal {

constexpr int kMajor = 4;
constexpr int kMinor = 8;

// One byte before each value says what follows.
enum Tag : char {
  kNil = '0',
  kTrue = 'T',
  kFalse = 'F',
  kFixnum = 'i',
  kBignum = 'l',
  kFloat = 'f',
  kString = '"',
  kSymbol = ':',
  kSymlink = ';',      // a symbol written before, by its index
  kLink = '@',         // an object written before, by its index
  kIvars = 'I',        // the next value, then its instance variables
  kExtended = 'e',     // a module the next object's singleton class includes
  kUserClass = 'C',    // a subclass of String, Array, Hash or Regexp, then the value
  kObject = 'o',
  kStruct = 'S',
  kUserDef = 'u',      // _dump's string, given to _load
  kUserMarshal = 'U',  // marshal_dump's object, given to marshal_load
  kRegexp = '/',
  kArray = '[',
  kHash = '{',
  kHashDefault = '}',  // a Hash, then its default value
  kClass = 'c',
  kModule = 'm',
  kOldModule = 'M',    // a class or a module (format 4.0's)
  kData = 'd',         // a T_DATA object's _dump_data (CRuby extensions)
};

// The writer and the reader recurse once per level of nesting. They raise
// SystemStackError rather than use more than kStackBudget bytes of native
// stack below their start (about 8,000 levels of Arrays natively; threads
// have 8 MiB, WebAssembly carriers 4 MiB and smaller frames), or leave a
// pooled native stack nearly full.
constexpr size_t kStackBudget = 3u << 20;

class StackBudget {
 public:
  StackBudget() : base_(here()) {}
  bool exceeded(vm::Context& cx) const { return size_t(base_ - here()) > kStackBudget || sched::stack_nearly_full(cx); }

 private:
  const char* base_;
  static const char* here() { return static_cast<const char*>(__builtin_frame_address(0)); }
};

// The bytes of obj (limit: Marshal.dump's depth limit, -1 for none); undef
// after raising.
vm::Value dump(vm::Context& cx, vm::Value obj, int limit);
// The value `source` (a String, or an IO-like object answering getbyte and
// read) holds. `proc` (nil for none) is called with every value read and
// its result used instead; `freeze` freezes all but classes and modules.
vm::Value load(vm::Context& cx, vm::Value source, vm::Value proc, bool freeze);

// Time's _dump string as CRuby writes it: 8 bytes of UTC date and time
// (plus a year beyond 1900..67435), and the instance variables that go with
// them (nano_num, nano_den, submicro, offset, zone) in CRuby's order.
struct TimeDump {
  std::string bytes;
  int64_t nano_num = 0;       // nanoseconds below the microsecond; 0: none written
  std::string submicro;       // the same as packed decimal digits
  bool has_offset = false;    // written for a Time that is not UTC
  int64_t offset = 0;
  bool has_zone = false;
  std::string zone;
};
TimeDump time_dump(const TimeParts& t);
// The Time of class klass that _dump's bytes and ivars (read from the
// string's instance variables by the caller) describe; undef after raising.
struct TimeIvars {
  vm::Value nano_num = vm::Value::nil(), nano_den = vm::Value::nil();
  vm::Value offset = vm::Value::nil(), zone = vm::Value::nil();
};
vm::Value time_load(vm::Context& cx, vm::Class* klass, const std::string& bytes, const TimeIvars& ivars);

} // namespace garnet::core::marshal
