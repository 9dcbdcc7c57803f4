// time.cpp — Time: a Data object holding seconds + nanoseconds since the
// epoch and a UTC offset; civil fields by days-from-civil arithmetic;
// strftime, to_s and inspect; the parts Marshal reads and writes. Zones
// given as arguments (Time.new, in:) are read in core/prelude/89_time.rb.
//
// The current time comes from the platform's wall clock (wall_clock_ns);
// the local UTC offset from localtime_r (libc, available natively and under
// Emscripten).
#include <cmath>
#include <ctime>

#include <cctype>
#include <cstdio>
#include <cstdlib>

#include "core/core.h"
#include "core/numeric_ops.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

struct TimeVal {
  int64_t sec = 0;   // since the epoch (UTC)
  int64_t nsec = 0;  // 0..999999999
  int64_t offset = 0; // seconds east of UTC
  bool utc = false;
  bool fixed = false; // a fixed offset (Time.new(..., "+09:00")), kept through arithmetic; no zone name
  std::string zone;  // "UTC", "CET", or empty
};

void time_free(void* p) { delete static_cast<TimeVal*>(p); }
void* time_copy(const void* p) { return p ? new TimeVal(*static_cast<const TimeVal*>(p)) : nullptr; }
const DataType kTimeType = {"Time", nullptr, time_free, time_copy};

TimeVal* time_of(Value v) {
  if (!is_type(v, Type::Data)) return nullptr;
  Data* d = v.as<Data>();
  return d->data_type == &kTimeType ? static_cast<TimeVal*>(d->ptr) : nullptr;
}

void set_local(TimeVal& t) {
  std::time_t tt = std::time_t(t.sec);
  std::tm tm{};
  if (localtime_r(&tt, &tm)) {
    t.offset = tm.tm_gmtoff;
    t.zone = tm.tm_zone ? tm.tm_zone : "";
  } else {
    t.offset = 0;
    t.zone = "UTC";
  }
  t.utc = false;
  t.fixed = false;
}

// Gives t the fixed offset `offset` (seconds east of UTC), with no zone name.
void set_fixed(TimeVal& t, int64_t offset) {
  t.utc = false;
  t.fixed = true;
  t.offset = offset;
  t.zone.clear();
}

// A time of sec + nsec (nsec brought into 0..999999999), UTC or local.
TimeVal* new_time_value(int64_t sec, int64_t nsec, bool utc) {
  while (nsec < 0) {
    nsec += 1000000000;
    sec -= 1;
  }
  while (nsec >= 1000000000) {
    nsec -= 1000000000;
    sec += 1;
  }
  auto* t = new TimeVal();
  t->sec = sec;
  t->nsec = nsec;
  if (utc) {
    t->utc = true;
    t->zone = "UTC";
  } else {
    set_local(*t);
  }
  return t;
}

Value make_time(Context& cx, Class* klass, int64_t sec, int64_t nsec, bool utc) {
  return new_data(cx, klass ? klass : cx.world->c.Time, &kTimeType, new_time_value(sec, nsec, utc));
}

Value make_time_like(Context& cx, const TimeVal& like, int64_t sec, int64_t nsec) {
  Value v = make_time(cx, nullptr, sec, nsec, like.utc);
  if (like.fixed) set_fixed(*time_of(v), like.offset);
  return v;
}

} // namespace

void civil_from_days(int64_t z, int64_t& y, int& m, int& d) {
  z += 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = unsigned(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  y = int64_t(yoe) + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  d = int(doy - (153 * mp + 2) / 5 + 1);
  m = int(mp < 10 ? mp + 3 : mp - 9);
  if (m <= 2) y += 1;
}

int64_t days_from_civil(int64_t y, int m, int d) {
  if (m <= 2) y -= 1;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = unsigned(y - era * 400);
  const unsigned doy = unsigned((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1);
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + int64_t(doe) - 719468;
}

namespace {

struct Civil {
  int64_t year;
  int month, day, hour, min, sec, wday, yday;
};

Civil civil_of(const TimeVal& t) {
  int64_t local = t.sec + t.offset;
  int64_t days = local >= 0 ? local / 86400 : -((-local + 86399) / 86400);
  int64_t rem = local - days * 86400;
  Civil c;
  civil_from_days(days, c.year, c.month, c.day);
  c.hour = int(rem / 3600);
  c.min = int(rem / 60 % 60);
  c.sec = int(rem % 60);
  c.wday = int(((days % 7) + 11) % 7); // 1970-01-01 was a Thursday (4)
  c.yday = int(days - days_from_civil(c.year, 1, 1) + 1);
  return c;
}

TimeVal* self_time(Context& cx, Value self) {
  TimeVal* t = time_of(self);
  if (!t) raise(cx, cx.world->c.TypeError, "uninitialized Time");
  return t;
}

#define SELF_TIME                      \
  TimeVal* t = self_time(cx, self);    \
  if (!t) return Value::undef()

// Seconds (Integer or Float) as sec + nsec.
bool secs_arg(Context& cx, Value v, int64_t& sec, int64_t& nsec) {
  nsec = 0;
  if (is_float(v)) {
    double d = float_value(v);
    if (!std::isfinite(d)) {
      float_to_integer(cx, d);
      return false;
    }
    double fl = std::floor(d);
    sec = int64_t(fl);
    nsec = int64_t(std::llround((d - fl) * 1e9));
    return true;
  }
  if (!is_integer(v) && !v.is_heap()) {
    std::string s;
    if (append_inspect(cx, s, v)) raise(cx, cx.world->c.TypeError, "can't convert " + s + " into an exact number");
    return false;
  }
  return to_int64(cx, v, sec);
}

NATIVE(time_s_now) {
  int64_t ns = wall_clock_ns(cx);
  Class* k = is_class_or_module(self) ? self.as<Class>() : nullptr;
  return make_time(cx, k, ns / 1000000000, ns % 1000000000, false);
}

NATIVE(time_s_at) {
  Value kw = take_kwargs(cx, argc, argv);
  (void)kw;
  if (argc < 1 || argc > 3) return raise_arity(cx, argc, 1, 3);
  int64_t sec, nsec;
  Value usec_v = argc >= 2 ? argv[1] : Value::undef();
  double unit_ns = 1000.0; // Time.at(sec, sub, unit): :usec by default
  if (argc == 3) {
    std::string u = argv[2].is_symbol() ? cx.world->name(argv[2].as_symbol()) : "";
    if (u == "millisecond") unit_ns = 1e6;
    else if (u == "nsec" || u == "nanosecond") unit_ns = 1.0;
    else if (u != "usec" && u != "microsecond") {
      std::string shown;
      if (!append_inspect(cx, shown, argv[2])) return Value::undef();
      return raise(cx, cx.world->c.ArgumentError, "unexpected unit: " + shown);
    }
  }
  if (TimeVal* other = time_of(argv[0])) {
    sec = other->sec;
    nsec = other->nsec;
  } else if (!secs_arg(cx, argv[0], sec, nsec)) {
    return Value::undef();
  }
  if (argc >= 2) {
    double sub;
    if (!to_double(cx, usec_v, sub)) return Value::undef();
    nsec += int64_t(std::llround(sub * unit_ns));
  }
  Class* k = is_class_or_module(self) ? self.as<Class>() : nullptr;
  return make_time(cx, k, sec, nsec, false);
}

// Time.utc / Time.local(year, month = 1, day = 1, hour = 0, min = 0, sec = 0, usec = 0)
template <bool Utc>
NATIVE(time_s_civil) {
  int64_t f[6] = {2000, 1, 1, 0, 0, 0};
  std::vector<Value> args(argv, argv + argc); // argv is invalid after a Ruby call
  double sec_f = 0;
  for (int i = 0; i < argc && i < 6; i++) {
    Value v = args[size_t(i)];
    if (v.is_nil()) continue;
    if (i == 1 && is_string(v)) {
      static const char* names[] = {"jan", "feb", "mar", "apr", "may", "jun",
                                    "jul", "aug", "sep", "oct", "nov", "dec"};
      std::string m = str(v);
      for (auto& ch : m) ch = char(std::tolower((unsigned char)ch));
      bool found = false;
      for (int j = 0; j < 12; j++)
        if (m == names[j]) {
          f[1] = j + 1;
          found = true;
        }
      if (found) continue;
      f[1] = std::atoll(m.c_str());
      continue;
    }
    if (i == 5 && is_float(v)) {
      sec_f = float_value(v);
      f[5] = int64_t(std::floor(sec_f));
      sec_f -= double(f[5]);
      continue;
    }
    if (is_string(v)) { // Integer(v, 10): "2000x" raises ArgumentError
      Value parse[2] = {v, Value::fixnum(10)};
      v = call(cx, cx.iso->main_object, intern(cx, "Integer"), 2, parse);
      if (v.is_undef()) return v;
    }
    if (!to_int64(cx, v, f[i])) return Value::undef();
  }
  if (argc >= 7 && !args[6].is_nil()) { // microseconds, possibly fractional
    double usec = 0;
    if (!to_double(cx, args[6], usec)) return Value::undef();
    sec_f += usec / 1e6;
  }
  const char* out_of_range = f[1] < 1 || f[1] > 12   ? "mon out of range"
                             : f[2] < 1 || f[2] > 31 ? "argument out of range"
                             : f[3] < 0 || f[3] > 24 ? "hour out of range"
                             : f[4] < 0 || f[4] > 59 ? "min out of range"
                             : f[5] < 0 || f[5] > 60 ? "sec out of range"
                                                     : nullptr;
  if (out_of_range) return raise(cx, cx.world->c.ArgumentError, out_of_range);
  int64_t days = days_from_civil(f[0], int(f[1]), int(f[2]));
  int64_t secs = days * 86400 + f[3] * 3600 + f[4] * 60 + f[5];
  int64_t nsec = int64_t(std::llround(sec_f * 1e9));
  Class* k = is_class_or_module(self) ? self.as<Class>() : nullptr;
  if (Utc) return make_time(cx, k, secs, nsec, true);
  // Local: find the offset in effect at that wall-clock time.
  TimeVal probe;
  probe.sec = secs;
  set_local(probe);
  int64_t guess = secs - probe.offset;
  probe.sec = guess;
  set_local(probe);
  return make_time(cx, k, secs - probe.offset, nsec, false);
}

NATIVE(time_to_i) {
  SELF_TIME;
  return new_integer(cx, t->sec);
}

NATIVE(time_to_f) {
  SELF_TIME;
  return new_float(cx, double(t->sec) + double(t->nsec) / 1e9);
}

NATIVE(time_usec) {
  SELF_TIME;
  return Value::fixnum(t->nsec / 1000);
}

NATIVE(time_nsec) {
  SELF_TIME;
  return Value::fixnum(t->nsec);
}

template <int Field>
NATIVE(time_field) {
  SELF_TIME;
  Civil c = civil_of(*t);
  switch (Field) {
    case 0: return new_integer(cx, c.year);
    case 1: return Value::fixnum(c.month);
    case 2: return Value::fixnum(c.day);
    case 3: return Value::fixnum(c.hour);
    case 4: return Value::fixnum(c.min);
    case 5: return Value::fixnum(c.sec);
    case 6: return Value::fixnum(c.wday);
    default: return Value::fixnum(c.yday);
  }
}

NATIVE(time_utc_offset) {
  SELF_TIME;
  return Value::fixnum(t->offset);
}

NATIVE(time_utc_p) {
  SELF_TIME;
  return Value::boolean(t->utc);
}

NATIVE(time_zone) {
  SELF_TIME;
  if (t->zone.empty()) return Value::nil();
  return new_string(cx, t->zone);
}

// Time.allocate: a Time with no value (its methods raise TypeError
// "uninitialized Time" until initialize sets one).
Value time_allocate(Context& cx, Class* klass) { return new_data(cx, klass, &kTimeType, nullptr); }

// Time#__set(sec, nsec, zone) (private, for initialize and the `in:`
// forms of core/prelude/89_time.rb): the time, local for a nil zone, UTC
// for :utc, else the fixed offset zone (seconds east of UTC).
NATIVE(time_set) {
  int64_t sec, nsec;
  if (!to_int64(cx, argv[0], sec) || !to_int64(cx, argv[1], nsec)) return Value::undef();
  if (!check_frozen(cx, self)) return Value::undef();
  Value zone = argv[2];
  int64_t offset = 0;
  if (!zone.is_nil() && !zone.is_symbol() && !to_int64(cx, zone, offset)) return Value::undef();
  TimeVal* t = new_time_value(sec, nsec, zone.is_symbol());
  if (!zone.is_nil() && !zone.is_symbol()) set_fixed(*t, offset);
  Data* d = self.as<Data>();
  delete static_cast<TimeVal*>(d->ptr);
  d->ptr = t;
  return self;
}

NATIVE(time_utc_bang) {
  SELF_TIME;
  t->utc = true;
  t->fixed = false;
  t->offset = 0;
  t->zone = "UTC";
  return self;
}

// A Time already in the local zone keeps the zone it was made in, as in
// CRuby (even after ENV["TZ"] changed).
NATIVE(time_localtime_bang) {
  SELF_TIME;
  if (t->utc || t->fixed) set_local(*t);
  return self;
}

NATIVE(time_getutc) {
  SELF_TIME;
  return make_time(cx, nullptr, t->sec, t->nsec, true);
}

NATIVE(time_getlocal) {
  SELF_TIME;
  return make_time(cx, nullptr, t->sec, t->nsec, false);
}

NATIVE(time_plus) {
  SELF_TIME;
  if (time_of(argv[0])) return raise(cx, cx.world->c.TypeError, "time + time?");
  int64_t sec, nsec;
  if (!secs_arg(cx, argv[0], sec, nsec)) return Value::undef();
  return make_time_like(cx, *t, t->sec + sec, t->nsec + nsec);
}

NATIVE(time_minus) {
  SELF_TIME;
  if (TimeVal* o = time_of(argv[0]))
    return new_float(cx, double(t->sec - o->sec) + double(t->nsec - o->nsec) / 1e9);
  int64_t sec, nsec;
  if (!secs_arg(cx, argv[0], sec, nsec)) return Value::undef();
  return make_time_like(cx, *t, t->sec - sec, t->nsec - nsec);
}

int time_cmp_vals(const TimeVal& a, const TimeVal& b) {
  if (a.sec != b.sec) return a.sec < b.sec ? -1 : 1;
  if (a.nsec != b.nsec) return a.nsec < b.nsec ? -1 : 1;
  return 0;
}

NATIVE(time_cmp) {
  SELF_TIME;
  TimeVal* o = time_of(argv[0]);
  if (!o) return Value::nil();
  return Value::fixnum(time_cmp_vals(*t, *o));
}

NATIVE(time_eq) {
  SELF_TIME;
  TimeVal* o = time_of(argv[0]);
  return Value::boolean(o && time_cmp_vals(*t, *o) == 0);
}

NATIVE(time_hash) {
  SELF_TIME;
  return hash_value(mix(uint64_t(t->sec) * 1000000007ull ^ uint64_t(t->nsec)));
}

// ---- strftime ----

const char* kDayNames[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
const char* kMonthNames[] = {"January", "February", "March",     "April",   "May",      "June",
                             "July",    "August",   "September", "October", "November", "December"};

std::string offset_text(int64_t off, int colons) {
  char buf[32];
  char sign = off < 0 ? '-' : '+';
  int64_t a = off < 0 ? -off : off;
  int h = int(a / 3600), m = int(a / 60 % 60), s = int(a % 60);
  if (colons == 1) std::snprintf(buf, sizeof buf, "%c%02d:%02d", sign, h, m);
  else if (colons == 2) std::snprintf(buf, sizeof buf, "%c%02d:%02d:%02d", sign, h, m, s);
  else std::snprintf(buf, sizeof buf, "%c%02d%02d", sign, h, m);
  return buf;
}

void emit_num(std::string& out, int64_t v, int width, char pad, char flag) {
  if (flag == '-') {
    out += std::to_string(v);
    return;
  }
  if (flag == '_') pad = ' ';
  if (flag == '0') pad = '0';
  std::string digits = std::to_string(v < 0 ? -v : v);
  if (v < 0) out += '-';
  for (int i = int(digits.size()) + (v < 0 ? 1 : 0); i < width; i++) out += pad;
  out += digits;
}

// Names: '^' and '#' upcase ('#' downcases %p and %Z, as CRuby), '-' never pads.
void emit_str(std::string& out, std::string s, int width, char flag, bool downcase_on_hash) {
  if (flag == '^' || (flag == '#' && !downcase_on_hash))
    for (auto& ch : s) ch = char(std::toupper((unsigned char)ch));
  if (flag == '#' && downcase_on_hash)
    for (auto& ch : s) ch = char(std::tolower((unsigned char)ch));
  if (flag != '-')
    for (int i = int(s.size()); i < width; i++) out += ' ';
  out += s;
}

std::string strftime_text(const TimeVal& t, std::string_view fmt) {
  Civil c = civil_of(t);
  std::string out;
  for (size_t i = 0; i < fmt.size(); i++) {
    char ch = fmt[i];
    if (ch != '%' || i + 1 >= fmt.size()) {
      out += ch;
      continue;
    }
    size_t start = i;
    i++;
    char flag = 0;
    while (i < fmt.size() && (fmt[i] == '-' || fmt[i] == '_' || fmt[i] == '0' || fmt[i] == '^' || fmt[i] == '#')) {
      flag = fmt[i];
      i++;
    }
    int width = -1;
    while (i < fmt.size() && fmt[i] >= '0' && fmt[i] <= '9') {
      width = (width < 0 ? 0 : width * 10) + (fmt[i] - '0');
      i++;
    }
    int colons = 0;
    while (i < fmt.size() && fmt[i] == ':') {
      colons++;
      i++;
    }
    if (i >= fmt.size()) {
      out.append(fmt.substr(start));
      break;
    }
    auto W = [&](int def) { return width >= 0 ? width : def; };
    int hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12;
    switch (fmt[i]) {
      case 'Y': emit_num(out, c.year, W(1), '0', flag); break;
      case 'C': emit_num(out, c.year / 100, W(2), '0', flag); break;
      case 'y': emit_num(out, ((c.year % 100) + 100) % 100, W(2), '0', flag); break;
      case 'm': emit_num(out, c.month, W(2), '0', flag); break;
      case 'd': emit_num(out, c.day, W(2), '0', flag); break;
      case 'e': emit_num(out, c.day, W(2), ' ', flag); break;
      case 'j': emit_num(out, c.yday, W(3), '0', flag); break;
      case 'H': emit_num(out, c.hour, W(2), '0', flag); break;
      case 'k': emit_num(out, c.hour, W(2), ' ', flag); break;
      case 'I': emit_num(out, hour12, W(2), '0', flag); break;
      case 'l': emit_num(out, hour12, W(2), ' ', flag); break;
      case 'M': emit_num(out, c.min, W(2), '0', flag); break;
      case 'S': emit_num(out, c.sec, W(2), '0', flag); break;
      case 'L':
      case 'N': {
        int digits = width >= 0 ? width : (fmt[i] == 'L' ? 3 : 9);
        char buf[16];
        std::snprintf(buf, sizeof buf, "%09lld", (long long)t.nsec);
        std::string s = buf;
        if (digits <= 9) s.resize(size_t(digits));
        else s.append(size_t(digits - 9), '0');
        out += s;
        break;
      }
      case 'z': out += offset_text(t.offset, colons); break;
      case 'Z': emit_str(out, t.utc ? "UTC" : t.zone, W(0), flag, true); break;
      case 's': out += std::to_string(t.sec); break;
      case 'u': emit_num(out, c.wday == 0 ? 7 : c.wday, W(1), '0', flag); break;
      case 'w': emit_num(out, c.wday, W(1), '0', flag); break;
      case 'a': emit_str(out, std::string(kDayNames[c.wday], 3), W(0), flag, false); break;
      case 'A': emit_str(out, kDayNames[c.wday], W(0), flag, false); break;
      case 'b':
      case 'h': emit_str(out, std::string(kMonthNames[c.month - 1], 3), W(0), flag, false); break;
      case 'B': emit_str(out, kMonthNames[c.month - 1], W(0), flag, false); break;
      case 'p': emit_str(out, c.hour < 12 ? "AM" : "PM", W(0), flag, true); break;
      case 'U': emit_num(out, (c.yday - 1 + 7 - c.wday) / 7, W(2), '0', flag); break;
      case 'W': emit_num(out, (c.yday - 1 + 7 - (c.wday + 6) % 7) / 7, W(2), '0', flag); break;
      case 'P': emit_str(out, c.hour < 12 ? "am" : "pm", W(0), flag, false); break;
      case 'F': out += strftime_text(t, "%Y-%m-%d"); break;
      case 'T':
      case 'X': out += strftime_text(t, "%H:%M:%S"); break;
      case 'D':
      case 'x': out += strftime_text(t, "%m/%d/%y"); break;
      case 'R': out += strftime_text(t, "%H:%M"); break;
      case 'r': out += strftime_text(t, "%I:%M:%S %p"); break;
      case 'c': out += strftime_text(t, "%a %b %e %H:%M:%S %Y"); break;
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case '%': out += '%'; break;
      default: out.append(fmt.substr(start, i - start + 1)); break;
    }
  }
  return out;
}

NATIVE(time_strftime) {
  SELF_TIME;
  Value f = implicit_string(cx, argv[0]);
  if (f.is_undef()) return f;
  return new_string(cx, strftime_text(*t, str(f)));
}

NATIVE(time_to_s) {
  SELF_TIME;
  return new_string(cx, strftime_text(*t, t->utc ? "%Y-%m-%d %H:%M:%S UTC" : "%Y-%m-%d %H:%M:%S %z"));
}

NATIVE(time_inspect) {
  SELF_TIME;
  std::string s = strftime_text(*t, "%Y-%m-%d %H:%M:%S");
  if (t->nsec) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%09lld", (long long)t->nsec);
    std::string frac = buf;
    while (!frac.empty() && frac.back() == '0') frac.pop_back();
    s += "." + frac;
  }
  s += t->utc ? " UTC" : " " + offset_text(t->offset, 0);
  return new_string(cx, std::move(s));
}

} // namespace

Value new_time(Context& cx, int64_t sec, int64_t nsec) { return make_time(cx, nullptr, sec, nsec, false); }

void init_time(World& w) {
  if (!w.c.Time) w.c.Time = define_class(w, "Time", w.c.Object);
  Class* t = w.c.Time;
  define_allocator(w, t, time_allocate);
  define_method(w, t, "__set", time_set, 3, 3, Visibility::Private);
  define_singleton_method(w, t, "now", time_s_now, 0, 1);
  define_singleton_method(w, t, "at", time_s_at, 1, 3);
  define_singleton_method(w, t, "utc", time_s_civil<true>, 1, 7);
  define_singleton_method(w, t, "gm", time_s_civil<true>, 1, 7);
  define_singleton_method(w, t, "local", time_s_civil<false>, 1, 7);
  define_singleton_method(w, t, "mktime", time_s_civil<false>, 1, 7);
  define_method(w, t, "to_i", time_to_i, 0, 0);
  define_method(w, t, "tv_sec", time_to_i, 0, 0);
  define_method(w, t, "to_f", time_to_f, 0, 0);
  define_method(w, t, "usec", time_usec, 0, 0);
  define_method(w, t, "tv_usec", time_usec, 0, 0);
  define_method(w, t, "nsec", time_nsec, 0, 0);
  define_method(w, t, "tv_nsec", time_nsec, 0, 0);
  define_method(w, t, "year", time_field<0>, 0, 0);
  define_method(w, t, "month", time_field<1>, 0, 0);
  define_method(w, t, "mon", time_field<1>, 0, 0);
  define_method(w, t, "day", time_field<2>, 0, 0);
  define_method(w, t, "mday", time_field<2>, 0, 0);
  define_method(w, t, "hour", time_field<3>, 0, 0);
  define_method(w, t, "min", time_field<4>, 0, 0);
  define_method(w, t, "sec", time_field<5>, 0, 0);
  define_method(w, t, "wday", time_field<6>, 0, 0);
  define_method(w, t, "yday", time_field<7>, 0, 0);
  define_method(w, t, "utc_offset", time_utc_offset, 0, 0);
  define_method(w, t, "gmt_offset", time_utc_offset, 0, 0);
  define_method(w, t, "utc?", time_utc_p, 0, 0);
  define_method(w, t, "gmt?", time_utc_p, 0, 0);
  define_method(w, t, "zone", time_zone, 0, 0);
  define_method(w, t, "utc", time_utc_bang, 0, 0);
  define_method(w, t, "gmtime", time_utc_bang, 0, 0);
  define_method(w, t, "localtime", time_localtime_bang, 0, 1);
  define_method(w, t, "getutc", time_getutc, 0, 0);
  define_method(w, t, "getgm", time_getutc, 0, 0);
  define_method(w, t, "getlocal", time_getlocal, 0, 1);
  define_method(w, t, "+", time_plus, 1, 1);
  define_method(w, t, "-", time_minus, 1, 1);
  define_method(w, t, "<=>", time_cmp, 1, 1);
  define_method(w, t, "==", time_eq, 1, 1);
  define_method(w, t, "eql?", time_eq, 1, 1);
  define_method(w, t, "hash", time_hash, 0, 0);
  define_method(w, t, "strftime", time_strftime, 1, 1);
  define_method(w, t, "to_s", time_to_s, 0, 0);
  define_method(w, t, "inspect", time_inspect, 0, 0);
}

bool time_parts(Value v, TimeParts& out) {
  TimeVal* t = time_of(v);
  if (!t) return false;
  out = {t->sec, t->nsec, t->offset, t->utc, false, t->zone};
  return true;
}

Value time_from_parts(Context& cx, Class* klass, const TimeParts& parts) {
  Value v = make_time(cx, klass, parts.sec, parts.nsec, parts.utc);
  TimeVal* t = time_of(v);
  if (!parts.utc && !parts.local) {
    t->offset = parts.offset;
    t->zone = parts.zone;
    t->fixed = parts.zone.empty();
  }
  return v;
}

} // namespace garnet::core
