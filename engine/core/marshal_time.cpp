// marshal_time.cpp — Time's user-defined Marshal form, as CRuby writes it:
// two little-endian 32-bit words holding the UTC date and time to the
// microsecond (the first with its top bit set, and bit 30 for a UTC Time),
// a year outside 1900..1900+0xffff as extra bytes, and the finer
// nanoseconds, the UTC offset and the zone as instance variables of the
// string.
#include "core/marshal.h"

namespace garnet::core::marshal {

using namespace vm;

namespace {

constexpr int64_t kYearBase = 1900;
constexpr int64_t kYearSpan = 0xffff;

void put_u32(std::string& out, uint32_t v) {
  for (int i = 0; i < 4; i++) out.push_back(char((v >> (8 * i)) & 0xff));
}

uint32_t get_u32(const std::string& s, size_t at) {
  uint32_t v = 0;
  for (int i = 0; i < 4; i++) v |= uint32_t(uint8_t(s[at + size_t(i)])) << (8 * i);
  return v;
}

// Splits seconds since the epoch into whole days and the second of the day.
void split_days(int64_t sec, int64_t& days, int64_t& rem) {
  days = sec >= 0 ? sec / 86400 : -((-sec + 86399) / 86400);
  rem = sec - days * 86400;
}

} // namespace

TimeDump time_dump(const TimeParts& t) {
  int64_t days, rem;
  split_days(t.sec, days, rem);
  int64_t year;
  int month, day;
  civil_from_days(days, year, month, day);
  int64_t usec = t.nsec / 1000, nano = t.nsec % 1000;
  int64_t year_field = year - kYearBase, extension = 0;
  if (year_field < 0) {
    extension = -year_field;
    year_field = 0;
  } else if (year_field > kYearSpan) {
    extension = year_field - kYearSpan;
    year_field = kYearSpan;
  }
  uint32_t p = 1u << 31 | uint32_t(t.utc) << 30 | uint32_t(year_field) << 14 | uint32_t(month - 1) << 10 |
               uint32_t(day) << 5 | uint32_t(rem / 3600);
  uint32_t s = uint32_t(rem / 60 % 60) << 26 | uint32_t(rem % 60) << 20 | uint32_t(usec);
  TimeDump d;
  put_u32(d.bytes, p);
  put_u32(d.bytes, s);
  if (extension) {
    std::string digits;
    for (uint64_t e = uint64_t(extension); e; e >>= 8) digits.push_back(char(e & 0xff));
    d.bytes.push_back(char(digits.size() + 5)); // the length as a marshaled small integer
    d.bytes += digits;
  }
  if (nano) {
    d.nano_num = nano;
    d.submicro.push_back(char((nano / 100) << 4 | (nano / 10 % 10)));
    if (nano % 10) d.submicro.push_back(char((nano % 10) << 4));
  }
  if (!t.utc) {
    d.has_offset = true;
    d.offset = t.offset;
  }
  d.has_zone = !t.zone.empty();
  d.zone = t.zone;
  return d;
}

Value time_load(Context& cx, Class* klass, const std::string& bytes, const TimeIvars& ivars) {
  World& w = *cx.world;
  if (bytes.size() < 8) return raise(cx, w.c.TypeError, "marshaled time format differ");
  uint32_t p = get_u32(bytes, 0), s = get_u32(bytes, 4);
  TimeParts t;
  t.local = true;
  if (!(p & (1u << 31))) { // the oldest form: seconds and microseconds
    t.sec = int64_t(p);
    t.nsec = int64_t(s) * 1000;
    return time_from_parts(cx, klass, t);
  }
  int64_t year = kYearBase + int64_t((p >> 14) & 0xffff);
  if (bytes.size() > 8) {
    int len = int(int8_t(bytes[8])) - 5;
    // Up to four bytes: years within a few billion, as Garnet's Time holds.
    if (len < 1 || len > 4 || bytes.size() < size_t(9 + len)) return raise(cx, w.c.TypeError, "marshaled time format differ");
    int64_t extension = 0;
    for (int i = len - 1; i >= 0; i--) extension = extension << 8 | uint8_t(bytes[size_t(9 + i)]);
    year = year == kYearBase ? kYearBase - extension : year + extension;
  }
  int month = int((p >> 10) & 0xf) + 1, day = int((p >> 5) & 0x1f), hour = int(p & 0x1f);
  int min = int(s >> 26), sec = int((s >> 20) & 0x3f);
  int64_t usec = s & 0xfffff;
  if (month > 12 || day < 1 || hour > 24 || min > 59 || sec > 60 || usec > 999999)
    return raise(cx, w.c.ArgumentError, "argument out of range");
  t.sec = days_from_civil(year, month, day) * 86400 + hour * 3600 + min * 60 + sec;
  t.nsec = usec * 1000;
  if (ivars.nano_num.is_fixnum() && ivars.nano_den.is_fixnum() && ivars.nano_den.as_fixnum() > 0) {
    int64_t nano = ivars.nano_num.as_fixnum() / ivars.nano_den.as_fixnum();
    if (nano >= 0 && nano < 1000) t.nsec += nano;
  }
  t.utc = p & (1u << 30);
  if (!t.utc && ivars.offset.is_fixnum()) {
    t.local = false;
    t.offset = ivars.offset.as_fixnum();
    if (is_string(ivars.zone)) t.zone = str(ivars.zone);
  }
  return time_from_parts(cx, klass, t);
}

} // namespace garnet::core::marshal
