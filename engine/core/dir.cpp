// dir.cpp — the Dir class: Dir objects (a listing of the host's, read an
// entry at a time: read, tell/seek/rewind, fileno, close), the class
// methods that list, make, remove and test directories, the working
// directory (Dir.pwd, the native half of Dir.chdir with the process's
// record of open chdir blocks) and home directories (Dir.home, "~").
// The block forms are prelude (98_dir.rb); Dir.glob is dir_glob.cpp.
#include "core/dir.h"

#include <cerrno>
#include <mutex>

#include "core/core.h"
#include "platform/file_system.h"
#include "core/file_stream.h"
#include "platform/environment.h"
#include "sched/green_threads.h"

namespace garnet::core {

using namespace vm;

namespace {

struct DirStream {
  const platform::Directories* dirs = nullptr;
  void* user = nullptr;
  void* listing = nullptr; // null once closed
  bool opened = false;     // initialize succeeded (else: Dir.allocate's, closed)
  std::string path;
  int64_t position = 0; // entries read since the listing's start (Dir#tell)
};

void close_listing(DirStream& d) {
  if (!d.listing) return;
  d.dirs->close(d.user, d.listing);
  d.listing = nullptr;
}

const DataType kDirType = {
    "Dir",
    nullptr,
    [](void* p) {
      DirStream* d = static_cast<DirStream*>(p);
      close_listing(*d);
      delete d;
    },
};

DirStream& stream_of(Value self) { return *static_cast<DirStream*>(self.as<Data>()->ptr); }

// The receiver's open listing; null after raising IOError.
DirStream* open_stream(Context& cx, Value self) {
  DirStream& d = stream_of(self);
  if (!d.listing) {
    raise(cx, cx.world->c.IOError, "closed directory");
    return nullptr;
  }
  return &d;
}

Value raise_not_here(Context& cx) {
  return raise(cx, cx.world->c.NotImplementedError, "directories are not available on this platform");
}

// Dir.new(path, encoding: nil)
NATIVE(dir_initialize) {
  if (argc > 1 && kwargs_given(cx)) argc--; // encoding: paths are bytes here
  if (argc != 1) return raise_arity(cx, argc, 1, 1);
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  void* listing = nullptr;
  if (int err = dirs->open(cx.iso->platform->user, path, listing)) return raise_errno(cx, err, "dir_initialize", path);
  DirStream& d = stream_of(self);
  close_listing(d);
  d.dirs = dirs;
  d.user = cx.iso->platform->user;
  d.listing = listing;
  d.opened = true;
  d.path = path;
  d.position = 0;
  return Value::nil();
}

// The next entry's name; nil at the end; undef after raising.
Value read_next(Context& cx, DirStream& d) {
  platform::DirectoryEntry entry;
  int got = d.dirs->read(d.user, d.listing, entry);
  if (got < 0) return raise_errno(cx, -got, "dir_read", d.path);
  if (got == 0) return Value::nil();
  d.position++;
  return new_string(cx, entry.name);
}

NATIVE(dir_read) {
  DirStream* d = open_stream(cx, self);
  return d ? read_next(cx, *d) : Value::undef();
}

NATIVE(dir_tell) {
  DirStream* d = open_stream(cx, self);
  return d ? Value::fixnum(d->position) : Value::undef();
}

NATIVE(dir_rewind) {
  DirStream* d = open_stream(cx, self);
  if (!d) return Value::undef();
  d->dirs->rewind(d->user, d->listing);
  d->position = 0;
  return self;
}

// seek(position): back to a place #tell answered (entries are counted from
// the start of the listing).
NATIVE(dir_seek) {
  int64_t target;
  if (!to_int64(cx, argv[0], target)) return Value::undef();
  if (dir_rewind(cx, self, 0, nullptr, Value::nil()).is_undef()) return Value::undef();
  DirStream& d = stream_of(self);
  while (d.position < target) {
    Value name = read_next(cx, d);
    if (name.is_undef()) return name;
    if (name.is_nil()) break;
  }
  return self;
}

NATIVE(dir_set_pos) {
  return dir_seek(cx, self, 1, argv, Value::nil()).is_undef() ? Value::undef() : argv[0];
}

NATIVE(dir_fileno) {
  DirStream* d = open_stream(cx, self);
  if (!d) return Value::undef();
  int fd = d->dirs->descriptor(d->user, d->listing);
  if (fd < 0) return raise_errno(cx, -fd, "dir_fileno", d->path);
  return Value::fixnum(fd);
}

NATIVE(dir_close) {
  close_listing(stream_of(self));
  return Value::nil();
}

NATIVE(dir_path) {
  DirStream& d = stream_of(self);
  return d.opened ? new_string(cx, d.path) : Value::nil();
}

NATIVE(dir_inspect) {
  DirStream& d = stream_of(self);
  if (!d.opened) return new_string(cx, default_to_s(cx, self));
  return new_string(cx, "#<" + class_path(cx, real_class(cx, self)) + ":" + d.path + ">");
}

// Dir.entries(path) / Dir.children(path): the names in the host's order.
Value entries_of(Context& cx, Value arg, bool with_dots) {
  std::string path;
  if (!path_arg(cx, arg, path)) return Value::undef();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  std::vector<platform::DirectoryEntry> entries;
  if (int err = list_directory(cx, *dirs, path, entries)) return raise_errno(cx, err, "dir_initialize", path);
  std::vector<Value> names;
  for (const platform::DirectoryEntry& e : entries)
    if (with_dots || (e.name != "." && e.name != "..")) names.push_back(new_string(cx, e.name));
  return new_array(cx, std::move(names));
}

NATIVE(dir_s_entries) {
  if (argc > 1 && kwargs_given(cx)) argc--;
  if (argc != 1) return raise_arity(cx, argc, 1, 1);
  return entries_of(cx, argv[0], true);
}

NATIVE(dir_s_children) {
  if (argc > 1 && kwargs_given(cx)) argc--;
  if (argc != 1) return raise_arity(cx, argc, 1, 1);
  return entries_of(cx, argv[0], false);
}

NATIVE(dir_s_exist_p) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  const platform::FileSystem* fs = cx.iso->platform->file_system;
  platform::FileStatus status;
  namespace T = platform::FileType;
  return Value::boolean(fs && fs->stat(cx.iso->platform->user, path, status) == 0 &&
                        (status.mode & T::kMask) == T::kDirectory);
}

// Dir.empty?(path): false for a file, Errno for a path that is not there.
NATIVE(dir_s_empty_p) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  std::vector<platform::DirectoryEntry> entries;
  int err = list_directory(cx, *dirs, path, entries);
  if (err == ENOTDIR) return Value::false_value();
  if (err) return raise_errno(cx, err, "rb_dir_s_empty_p", path);
  for (const platform::DirectoryEntry& e : entries)
    if (e.name != "." && e.name != "..") return Value::false_value();
  return Value::true_value();
}

// Dir.mkdir(path, mode = 0777)
NATIVE(dir_s_mkdir) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  int64_t mode = 0777;
  if (argc > 1 && argv[1].is_nil()) return raise_conversion(cx, argv[1], "Integer");
  if (argc > 1 && !to_int64(cx, argv[1], mode)) return Value::undef();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  if (int err = dirs->make(cx.iso->platform->user, path, int(mode))) return raise_errno(cx, err, "dir_s_mkdir", path);
  return Value::fixnum(0);
}

// Dir.rmdir / delete / unlink
NATIVE(dir_s_rmdir) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  if (int err = dirs->remove(cx.iso->platform->user, path)) return raise_errno(cx, err, "dir_s_rmdir", path);
  return Value::fixnum(0);
}

bool current_dir(Context& cx, std::string& out) {
  const platform::Platform* p = cx.iso->platform;
  if (p->current_dir && p->current_dir(p->user, out)) return true;
  raise(cx, cx.world->c.NotImplementedError, "the current directory is unknown");
  return false;
}

NATIVE(dir_s_pwd) {
  std::string cwd;
  return current_dir(cx, cwd) ? new_string(cx, cwd) : Value::undef();
}

// ---- Dir.chdir ----
// The working directory is the process's, so the record of open chdir
// blocks is the world's (World::chdir_blocks), shared by every isolate and
// thread. While a thread is inside chdir blocks, a chdir from any other
// thread raises (the blocks would come back to the wrong directory), and a
// plain chdir from the thread itself warns.

using ChdirBlocks = World::ChdirBlocks;

ChdirBlocks& chdir_blocks(Context& cx) { return cx.world->chdir_blocks; }

const void* current_thread(Context& cx) { return sched::scheduler_of(cx).current; }

Value raise_conflict(Context& cx) {
  return raise(cx, cx.world->c.RuntimeError, "conflicting chdir during another chdir block");
}

int change_dir(Context& cx, const platform::Directories& dirs, const std::string& path) {
  return dirs.change(cx.iso->platform->user, path);
}

// Dir.__chdir_holder(path): nil when no chdir block is open; the outermost
// block's "file:line" when this thread opened them (a plain chdir warns);
// RuntimeError when another thread did. A path that is not one raises first.
NATIVE(dir_s_chdir_holder) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  ChdirBlocks& blocks = chdir_blocks(cx);
  std::lock_guard<std::mutex> hold(blocks.lock);
  if (blocks.depth == 0) return Value::nil();
  if (blocks.owner != current_thread(cx)) return raise_conflict(cx);
  return new_string(cx, blocks.where);
}

// Dir.__chdir(path): 0.
NATIVE(dir_s_chdir) {
  std::string path;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  ChdirBlocks& blocks = chdir_blocks(cx);
  std::lock_guard<std::mutex> hold(blocks.lock);
  if (blocks.depth > 0 && blocks.owner != current_thread(cx)) return raise_conflict(cx);
  if (int err = change_dir(cx, *dirs, path)) return raise_errno(cx, err, "chdir_path", path);
  return Value::fixnum(0);
}

// Dir.__chdir_enter(path, where): changes to path and opens a chdir block
// (where: its "file:line"); the directory to come back to.
NATIVE(dir_s_chdir_enter) {
  std::string path, cwd;
  if (!path_arg(cx, argv[0], path)) return Value::undef();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  ChdirBlocks& blocks = chdir_blocks(cx);
  std::lock_guard<std::mutex> hold(blocks.lock);
  if (blocks.depth > 0 && blocks.owner != current_thread(cx)) return raise_conflict(cx);
  if (!current_dir(cx, cwd)) return Value::undef();
  if (int err = change_dir(cx, *dirs, path)) return raise_errno(cx, err, "dir_chdir0", path);
  if (blocks.depth++ == 0) {
    blocks.owner = current_thread(cx);
    blocks.where = is_string(argv[1]) ? str(argv[1]) : "";
  }
  return new_string(cx, cwd);
}

// Dir.__chdir_leave(previous): closes the innermost chdir block, back in
// the directory it started from.
NATIVE(dir_s_chdir_leave) {
  std::string previous;
  if (!path_arg(cx, argv[0], previous)) return Value::undef();
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return Value::undef();
  ChdirBlocks& blocks = chdir_blocks(cx);
  std::lock_guard<std::mutex> hold(blocks.lock);
  if (blocks.depth > 0 && --blocks.depth == 0) blocks.owner = nullptr;
  if (int err = change_dir(cx, *dirs, previous)) return raise_errno(cx, err, "chdir_restore", previous);
  return Value::nil();
}

// $HOME as ENV holds it; false when unset (or the host has no environment).
bool home_variable(Context& cx, std::string& out) {
  const platform::Platform* p = cx.iso->platform;
  return p->environment && p->environment->get && p->environment->get(p->user, "HOME", out);
}

// Dir.__home_for_chdir: where Dir.chdir goes without an argument ($HOME).
NATIVE(dir_s_home_for_chdir) {
  std::string home;
  if (!home_variable(cx, home)) return raise(cx, cx.world->c.ArgumentError, "HOME/LOGDIR not set");
  return new_string(cx, home);
}

// Dir.home(user = nil)
NATIVE(dir_s_home) {
  std::string user, home;
  if (argc > 0 && !argv[0].is_nil()) {
    Value name = implicit_string(cx, argv[0]);
    if (name.is_undef()) return name;
    user = str(name);
    if (user.find('\0') != std::string::npos) return raise(cx, cx.world->c.ArgumentError, "string contains null byte");
  }
  if (!home_directory(cx, user, home)) return Value::undef();
  return new_string(cx, home);
}

} // namespace

const platform::Directories* directories_of(Context& cx) {
  const platform::Directories* dirs = cx.iso->platform->directories;
  if (!dirs) raise_not_here(cx);
  return dirs;
}

int list_directory(Context& cx, const platform::Directories& dirs, const std::string& path,
                   std::vector<platform::DirectoryEntry>& out) {
  void* user = cx.iso->platform->user;
  void* listing = nullptr;
  if (int err = dirs.open(user, path, listing)) return err;
  platform::DirectoryEntry entry;
  int got;
  while ((got = dirs.read(user, listing, entry)) > 0) out.push_back(entry);
  dirs.close(user, listing);
  return got < 0 ? -got : 0;
}

bool home_directory(Context& cx, const std::string& user, std::string& out) {
  const platform::Directories* dirs = directories_of(cx);
  if (!dirs) return false;
  void* host = cx.iso->platform->user;
  if (!user.empty()) {
    if (dirs->user_home && dirs->user_home(host, user, out) == 0) return true;
    raisef(cx, cx.world->c.ArgumentError, "user %s doesn't exist", user.c_str());
    return false;
  }
  if (home_variable(cx, out)) return true;
  if (dirs->user_home && dirs->user_home(host, "", out) == 0) return true;
  raise(cx, cx.world->c.ArgumentError, "couldn't find HOME environment -- expanding '~'");
  return false;
}

void init_dir(World& w) {
  Class* d = define_class(w, "Dir", w.c.Object);
  include_module(w, d, w.c.Enumerable);
  d->allocator = [](Context& cx, Class* k) { return new_data(cx, k, &kDirType, new DirStream()); };
  define_method(w, d, "initialize", dir_initialize, 0, -1, Visibility::Private);
  define_method(w, d, "read", dir_read, 0, 0);
  define_method(w, d, "tell", dir_tell, 0, 0);
  define_method(w, d, "pos", dir_tell, 0, 0);
  define_method(w, d, "seek", dir_seek, 1, 1);
  define_method(w, d, "pos=", dir_set_pos, 1, 1);
  define_method(w, d, "rewind", dir_rewind, 0, 0);
  define_method(w, d, "fileno", dir_fileno, 0, 0);
  define_method(w, d, "close", dir_close, 0, 0);
  define_method(w, d, "path", dir_path, 0, 0);
  define_method(w, d, "to_path", dir_path, 0, 0);
  define_method(w, d, "inspect", dir_inspect, 0, 0);
  define_singleton_method(w, d, "entries", dir_s_entries, 0, -1);
  define_singleton_method(w, d, "children", dir_s_children, 0, -1);
  define_singleton_method(w, d, "exist?", dir_s_exist_p, 1, 1);
  define_singleton_method(w, d, "empty?", dir_s_empty_p, 1, 1);
  define_singleton_method(w, d, "mkdir", dir_s_mkdir, 1, 2);
  for (const char* name : {"rmdir", "delete", "unlink"}) define_singleton_method(w, d, name, dir_s_rmdir, 1, 1);
  define_singleton_method(w, d, "pwd", dir_s_pwd, 0, 0);
  define_singleton_method(w, d, "getwd", dir_s_pwd, 0, 0);
  define_singleton_method(w, d, "home", dir_s_home, 0, 1);
  define_singleton_method(w, d, "__chdir", dir_s_chdir, 1, 1);
  define_singleton_method(w, d, "__chdir_holder", dir_s_chdir_holder, 1, 1);
  define_singleton_method(w, d, "__chdir_enter", dir_s_chdir_enter, 2, 2);
  define_singleton_method(w, d, "__chdir_leave", dir_s_chdir_leave, 1, 1);
  define_singleton_method(w, d, "__home_for_chdir", dir_s_home_for_chdir, 0, 0);
  init_dir_glob(w, d);
}

} // namespace garnet::core
