// file_stat.cpp — File::Stat (what stat(2) says of a file, with its
// predicates) and File's class methods that ask about a path or an open
// File: stat/lstat, exist?, file?, directory?, symlink?, pipe?, size,
// size?, zero?, mtime, ftype, readable?, identical?... through
// platform::FileSystem.
#include <cerrno>

#include "core/core.h"
#include "core/file_stream.h"
#include "platform/file_system.h"

namespace garnet::core {

using namespace vm;

namespace {

using platform::FileStatus;

const DataType kStatType = {"File::Stat", nullptr, [](void* p) { delete static_cast<FileStatus*>(p); }};

using namespace platform::FileType;
constexpr uint32_t kTypeMask = kMask;
constexpr uint32_t kSetuid = 04000, kSetgid = 02000, kSticky = 01000; // mode bits

uint32_t type_of(const FileStatus& s) { return s.mode & kTypeMask; }

const char* ftype_name(const FileStatus& s) {
  switch (type_of(s)) {
    case kRegular: return "file";
    case kDirectory: return "directory";
    case kChar: return "characterSpecial";
    case kBlock: return "blockSpecial";
    case kFifo: return "fifo";
    case kLink: return "link";
    case kSocket: return "socket";
    default: return "unknown";
  }
}

FileStatus& status_of(Value self) { return *static_cast<FileStatus*>(self.as<Data>()->ptr); }

// The status of a path argument (a String, a to_path, or an open File: its
// descriptor), following links unless `link`: 0 or the errno value; -1 when
// the argument raised.
int query(Context& cx, Value arg, bool link, FileStatus& out, std::string& path) {
  const platform::FileSystem* fs = file_system(cx);
  if (!fs) return -1;
  if (FileStream* f = file_stream_of(arg); f && !link) {
    if (f->closed) return closed_stream(cx, *f).is_undef() ? -1 : -1;
    path = f->path;
    return fs->fstat(fs_user(cx), f->fd, out);
  }
  if (!path_arg(cx, arg, path)) return -1;
  return (link ? fs->lstat : fs->stat)(fs_user(cx), path, out);
}

// The status, or an Errno exception naming `where` (false).
bool require_status(Context& cx, Value arg, bool link, const char* where, FileStatus& out) {
  std::string path;
  int err = query(cx, arg, link, out, path);
  if (err < 0) return false;
  if (err > 0) {
    raise_errno(cx, err, where, path);
    return false;
  }
  return true;
}

Value new_stat(Context& cx, Class* klass, const FileStatus& s) { return new_data(cx, klass, &kStatType, new FileStatus(s)); }

Value stat_class(Context& cx) {
  Value* file = cx.world->c.Object->find_constant(intern(cx, "File"));
  return *file->as<Class>()->find_constant(intern(cx, "Stat"));
}

// ---- permission checks from the mode bits (File::Stat#readable? & co.) ----

// Whether `who` (the effective or real ids) has the `bit` of user/group/other.
bool permits(const FileStatus& s, uint32_t uid, uint32_t gid, uint32_t user_bit) {
  if (uid == 0) {
    if (user_bit != 0100) return true; // root reads and writes anything
    return (s.mode & 0111) || type_of(s) == kDirectory;
  }
  if (s.uid == uid) return s.mode & user_bit;
  if (s.gid == gid) return s.mode & (user_bit >> 3);
  return s.mode & (user_bit >> 6);
}

void process_ids(Context& cx, bool real, uint32_t& uid, uint32_t& gid) {
  const platform::FileSystem* fs = cx.iso->platform->file_system;
  uid = gid = 0;
  if (fs && fs->process_ids) fs->process_ids(fs_user(cx), real, uid, gid);
}

template <uint32_t kUserBit, bool kReal>
NATIVE(stat_permits) {
  uint32_t uid, gid;
  process_ids(cx, kReal, uid, gid);
  return Value::boolean(permits(status_of(self), uid, gid, kUserBit));
}

// ---- File::Stat ----

NATIVE(stat_initialize) {
  FileStatus s;
  if (!require_status(cx, argv[0], false, "rb_stat_init", s)) return Value::undef();
  status_of(self) = s;
  return Value::nil();
}

NATIVE(stat_initialize_copy) {
  status_of(self) = status_of(argv[0]);
  return self;
}

template <auto kField>
NATIVE(stat_integer) {
  return new_integer(cx, int64_t(status_of(self).*kField));
}

NATIVE(stat_dev_major) {
  uint64_t d = status_of(self).dev;
  return new_integer(cx, int64_t(((d >> 32) & 0xfffff000) | ((d >> 8) & 0xfff)));
}

NATIVE(stat_dev_minor) {
  uint64_t d = status_of(self).dev;
  return new_integer(cx, int64_t(((d >> 12) & 0xffffff00) | (d & 0xff)));
}

NATIVE(stat_atime) {
  return new_time(cx, status_of(self).atime_sec, status_of(self).atime_nsec);
}
NATIVE(stat_mtime) {
  return new_time(cx, status_of(self).mtime_sec, status_of(self).mtime_nsec);
}
NATIVE(stat_ctime) {
  return new_time(cx, status_of(self).ctime_sec, status_of(self).ctime_nsec);
}

NATIVE(stat_size_p) {
  int64_t size = status_of(self).size;
  return size == 0 ? Value::nil() : new_integer(cx, size);
}

NATIVE(stat_zero_p) { return Value::boolean(status_of(self).size == 0); }

NATIVE(stat_ftype) { return new_string(cx, ftype_name(status_of(self))); }

template <uint32_t kType>
NATIVE(stat_is) {
  return Value::boolean(type_of(status_of(self)) == kType);
}

template <uint32_t kBit>
NATIVE(stat_has_bit) {
  return Value::boolean(status_of(self).mode & kBit);
}

// world_readable? / world_writable?: the permission bits when others have it, else nil.
template <uint32_t kBit>
NATIVE(stat_world) {
  uint32_t mode = status_of(self).mode;
  return mode & kBit ? Value::fixnum(mode & 0777) : Value::nil();
}

NATIVE(stat_owned_p) {
  uint32_t uid, gid;
  process_ids(cx, false, uid, gid);
  return Value::boolean(status_of(self).uid == uid);
}

NATIVE(stat_grpowned_p) {
  uint32_t uid, gid;
  process_ids(cx, false, uid, gid);
  return Value::boolean(status_of(self).gid == gid);
}

// <=> compares the modification times.
NATIVE(stat_cmp) {
  if (!is_type(argv[0], Type::Data) || argv[0].as<Data>()->data_type != &kStatType) return Value::nil();
  const FileStatus &a = status_of(self), &b = status_of(argv[0]);
  if (a.mtime_sec != b.mtime_sec) return Value::fixnum(a.mtime_sec < b.mtime_sec ? -1 : 1);
  if (a.mtime_nsec != b.mtime_nsec) return Value::fixnum(a.mtime_nsec < b.mtime_nsec ? -1 : 1);
  return Value::fixnum(0);
}

std::string hex(uint64_t v) {
  char buf[32];
  snprintf(buf, sizeof buf, "0x%llx", (unsigned long long)v);
  return buf;
}

NATIVE(stat_inspect) {
  const FileStatus s = status_of(self);
  char mode[16];
  snprintf(mode, sizeof mode, "0%o", s.mode);
  std::string out = "#<" + class_path(cx, real_class(cx, self)) + " dev=" + hex(s.dev) + ", ino=" + std::to_string(s.ino) +
                    ", mode=" + mode + ", nlink=" + std::to_string(s.nlink) + ", uid=" + std::to_string(s.uid) +
                    ", gid=" + std::to_string(s.gid) + ", rdev=" + hex(s.rdev) + ", size=" + std::to_string(s.size) +
                    ", blksize=" + std::to_string(s.blksize) + ", blocks=" + std::to_string(s.blocks);
  const std::pair<const char*, Value> times[] = {{"atime", new_time(cx, s.atime_sec, s.atime_nsec)},
                                                 {"mtime", new_time(cx, s.mtime_sec, s.mtime_nsec)},
                                                 {"ctime", new_time(cx, s.ctime_sec, s.ctime_nsec)}};
  for (auto [name, time] : times) {
    out += std::string(", ") + name + "=";
    if (!append_inspect(cx, out, time)) return Value::undef();
  }
  return new_string(cx, out + ">");
}

// ---- File's class methods ----

NATIVE(file_s_stat) {
  FileStatus s;
  if (!require_status(cx, argv[0], false, "rb_file_s_stat", s)) return Value::undef();
  return new_stat(cx, stat_class(cx).as<Class>(), s);
}

NATIVE(file_s_lstat) {
  FileStatus s;
  if (!require_status(cx, argv[0], true, "rb_file_s_lstat", s)) return Value::undef();
  return new_stat(cx, stat_class(cx).as<Class>(), s);
}

// File#stat (of the descriptor) and File#lstat (of the path, not following a link).
NATIVE(file_stat) {
  FileStatus s;
  if (!require_status(cx, self, false, "rb_io_stat", s)) return Value::undef();
  return new_stat(cx, stat_class(cx).as<Class>(), s);
}

NATIVE(file_lstat) {
  FileStream* f = file_stream_of(self);
  if (f->closed) return closed_stream(cx, *f);
  FileStatus s;
  if (!require_status(cx, new_string(cx, f->path), true, "rb_file_lstat", s)) return Value::undef();
  return new_stat(cx, stat_class(cx).as<Class>(), s);
}

// A predicate on a path's status: false when the path has none.
template <bool kLink, bool (*kTest)(const FileStatus&)>
NATIVE(file_s_test) {
  FileStatus s;
  std::string path;
  int err = query(cx, argv[0], kLink, s, path);
  if (err < 0) return Value::undef();
  return Value::boolean(err == 0 && kTest(s));
}

bool any_status(const FileStatus&) { return true; }
template <uint32_t kType>
bool has_type(const FileStatus& s) {
  return type_of(s) == kType;
}
template <uint32_t kBit>
bool has_bit(const FileStatus& s) {
  return s.mode & kBit;
}
bool is_empty(const FileStatus& s) { return s.size == 0; }

// File.size?(path): the size, or nil when it is 0 or there is no such file.
NATIVE(file_s_size_p) {
  FileStatus s;
  std::string path;
  int err = query(cx, argv[0], false, s, path);
  if (err < 0) return Value::undef();
  return err || s.size == 0 ? Value::nil() : new_integer(cx, s.size);
}

NATIVE(file_s_size) {
  FileStatus s;
  if (!require_status(cx, argv[0], false, "rb_file_s_size", s)) return Value::undef();
  return new_integer(cx, s.size);
}

NATIVE(file_s_mtime) {
  FileStatus s;
  if (!require_status(cx, argv[0], false, "rb_file_s_mtime", s)) return Value::undef();
  return new_time(cx, s.mtime_sec, s.mtime_nsec);
}

NATIVE(file_s_atime) {
  FileStatus s;
  if (!require_status(cx, argv[0], false, "rb_file_s_atime", s)) return Value::undef();
  return new_time(cx, s.atime_sec, s.atime_nsec);
}

NATIVE(file_s_ctime) {
  FileStatus s;
  if (!require_status(cx, argv[0], false, "rb_file_s_ctime", s)) return Value::undef();
  return new_time(cx, s.ctime_sec, s.ctime_nsec);
}

NATIVE(file_s_ftype) {
  FileStatus s;
  if (!require_status(cx, argv[0], true, "rb_file_s_ftype", s)) return Value::undef();
  return new_string(cx, ftype_name(s));
}

// world_readable?(path) / world_writable?: the permission bits, or nil.
template <uint32_t kBit>
NATIVE(file_s_world) {
  FileStatus s;
  std::string path;
  int err = query(cx, argv[0], false, s, path);
  if (err < 0) return Value::undef();
  return err == 0 && (s.mode & kBit) ? Value::fixnum(s.mode & 0777) : Value::nil();
}

// readable?/writable?/executable? (and _real?): access(2), false without the path.
template <int kWhat, bool kReal>
NATIVE(file_s_access) {
  const platform::FileSystem* fs = file_system(cx);
  std::string path;
  if (!fs || !path_arg(cx, argv[0], path)) return Value::undef();
  return Value::boolean(fs->access(fs_user(cx), path, kWhat, kReal) == 0);
}

NATIVE(file_s_owned_p) {
  FileStatus s;
  std::string path;
  int err = query(cx, argv[0], false, s, path);
  if (err < 0) return Value::undef();
  uint32_t uid, gid;
  process_ids(cx, false, uid, gid);
  return Value::boolean(err == 0 && s.uid == uid);
}

// identical?(a, b): both name the same file (device and inode).
NATIVE(file_s_identical_p) {
  FileStatus a, b;
  std::string pa, pb;
  int ea = query(cx, argv[0], false, a, pa);
  if (ea < 0) return Value::undef();
  int eb = query(cx, argv[1], false, b, pb);
  if (eb < 0) return Value::undef();
  return Value::boolean(ea == 0 && eb == 0 && a.dev == b.dev && a.ino == b.ino);
}

// File#size: the open file's size (what was written so far included).
NATIVE(file_size) {
  FileStatus s;
  if (!require_status(cx, self, false, "rb_file_size", s)) return Value::undef();
  return new_integer(cx, s.size);
}

} // namespace

void init_file_stat(World& w, Class* file) {
  Class* st = define_class(w, "Stat", w.c.Object, file);
  include_module(w, st, w.c.Comparable);
  st->allocator = [](Context& cx, Class* k) { return new_data(cx, k, &kStatType, new FileStatus()); };
  define_method(w, st, "initialize", stat_initialize, 1, 1, Visibility::Private);
  define_method(w, st, "initialize_copy", stat_initialize_copy, 1, 1, Visibility::Private);
  define_method(w, st, "dev", stat_integer<&FileStatus::dev>, 0, 0);
  define_method(w, st, "dev_major", stat_dev_major, 0, 0);
  define_method(w, st, "dev_minor", stat_dev_minor, 0, 0);
  define_method(w, st, "ino", stat_integer<&FileStatus::ino>, 0, 0);
  define_method(w, st, "mode", stat_integer<&FileStatus::mode>, 0, 0);
  define_method(w, st, "nlink", stat_integer<&FileStatus::nlink>, 0, 0);
  define_method(w, st, "uid", stat_integer<&FileStatus::uid>, 0, 0);
  define_method(w, st, "gid", stat_integer<&FileStatus::gid>, 0, 0);
  define_method(w, st, "rdev", stat_integer<&FileStatus::rdev>, 0, 0);
  define_method(w, st, "size", stat_integer<&FileStatus::size>, 0, 0);
  define_method(w, st, "blksize", stat_integer<&FileStatus::blksize>, 0, 0);
  define_method(w, st, "blocks", stat_integer<&FileStatus::blocks>, 0, 0);
  define_method(w, st, "atime", stat_atime, 0, 0);
  define_method(w, st, "mtime", stat_mtime, 0, 0);
  define_method(w, st, "ctime", stat_ctime, 0, 0);
  define_method(w, st, "size?", stat_size_p, 0, 0);
  define_method(w, st, "zero?", stat_zero_p, 0, 0);
  define_method(w, st, "ftype", stat_ftype, 0, 0);
  define_method(w, st, "file?", stat_is<kRegular>, 0, 0);
  define_method(w, st, "directory?", stat_is<kDirectory>, 0, 0);
  define_method(w, st, "symlink?", stat_is<kLink>, 0, 0);
  define_method(w, st, "pipe?", stat_is<kFifo>, 0, 0);
  define_method(w, st, "socket?", stat_is<kSocket>, 0, 0);
  define_method(w, st, "blockdev?", stat_is<kBlock>, 0, 0);
  define_method(w, st, "chardev?", stat_is<kChar>, 0, 0);
  define_method(w, st, "setuid?", stat_has_bit<kSetuid>, 0, 0);
  define_method(w, st, "setgid?", stat_has_bit<kSetgid>, 0, 0);
  define_method(w, st, "sticky?", stat_has_bit<kSticky>, 0, 0);
  define_method(w, st, "readable?", stat_permits<0400, false>, 0, 0);
  define_method(w, st, "writable?", stat_permits<0200, false>, 0, 0);
  define_method(w, st, "executable?", stat_permits<0100, false>, 0, 0);
  define_method(w, st, "readable_real?", stat_permits<0400, true>, 0, 0);
  define_method(w, st, "writable_real?", stat_permits<0200, true>, 0, 0);
  define_method(w, st, "executable_real?", stat_permits<0100, true>, 0, 0);
  define_method(w, st, "world_readable?", stat_world<04>, 0, 0);
  define_method(w, st, "world_writable?", stat_world<02>, 0, 0);
  define_method(w, st, "owned?", stat_owned_p, 0, 0);
  define_method(w, st, "grpowned?", stat_grpowned_p, 0, 0);
  define_method(w, st, "<=>", stat_cmp, 1, 1);
  define_method(w, st, "inspect", stat_inspect, 0, 0);

  define_singleton_method(w, file, "stat", file_s_stat, 1, 1);
  define_singleton_method(w, file, "lstat", file_s_lstat, 1, 1);
  define_method(w, file, "stat", file_stat, 0, 0);
  define_method(w, w.c.IO, "stat", file_stat, 0, 0);
  define_method(w, file, "lstat", file_lstat, 0, 0);
  define_method(w, file, "size", file_size, 0, 0);
  define_singleton_method(w, file, "exist?", file_s_test<false, any_status>, 1, 1);
  define_singleton_method(w, file, "file?", file_s_test<false, has_type<kRegular>>, 1, 1);
  define_singleton_method(w, file, "directory?", file_s_test<false, has_type<kDirectory>>, 1, 1);
  define_singleton_method(w, file, "symlink?", file_s_test<true, has_type<kLink>>, 1, 1);
  define_singleton_method(w, file, "pipe?", file_s_test<false, has_type<kFifo>>, 1, 1);
  define_singleton_method(w, file, "socket?", file_s_test<false, has_type<kSocket>>, 1, 1);
  define_singleton_method(w, file, "blockdev?", file_s_test<false, has_type<kBlock>>, 1, 1);
  define_singleton_method(w, file, "chardev?", file_s_test<false, has_type<kChar>>, 1, 1);
  define_singleton_method(w, file, "setuid?", file_s_test<false, has_bit<kSetuid>>, 1, 1);
  define_singleton_method(w, file, "setgid?", file_s_test<false, has_bit<kSetgid>>, 1, 1);
  define_singleton_method(w, file, "sticky?", file_s_test<false, has_bit<kSticky>>, 1, 1);
  define_singleton_method(w, file, "zero?", file_s_test<false, is_empty>, 1, 1);
  define_singleton_method(w, file, "empty?", file_s_test<false, is_empty>, 1, 1);
  define_singleton_method(w, file, "size?", file_s_size_p, 1, 1);
  define_singleton_method(w, file, "size", file_s_size, 1, 1);
  define_singleton_method(w, file, "mtime", file_s_mtime, 1, 1);
  define_singleton_method(w, file, "atime", file_s_atime, 1, 1);
  define_singleton_method(w, file, "ctime", file_s_ctime, 1, 1);
  define_singleton_method(w, file, "ftype", file_s_ftype, 1, 1);
  define_singleton_method(w, file, "world_readable?", file_s_world<04>, 1, 1);
  define_singleton_method(w, file, "world_writable?", file_s_world<02>, 1, 1);
  namespace A = platform::Access;
  define_singleton_method(w, file, "readable?", file_s_access<A::kRead, false>, 1, 1);
  define_singleton_method(w, file, "writable?", file_s_access<A::kWrite, false>, 1, 1);
  define_singleton_method(w, file, "executable?", file_s_access<A::kExecute, false>, 1, 1);
  define_singleton_method(w, file, "readable_real?", file_s_access<A::kRead, true>, 1, 1);
  define_singleton_method(w, file, "writable_real?", file_s_access<A::kWrite, true>, 1, 1);
  define_singleton_method(w, file, "executable_real?", file_s_access<A::kExecute, true>, 1, 1);
  define_singleton_method(w, file, "owned?", file_s_owned_p, 1, 1);
  define_singleton_method(w, file, "identical?", file_s_identical_p, 2, 2);
}

} // namespace garnet::core
