// process_children.cpp — the natives under child processes: starting a
// program from the description the prelude builds (core/prelude/
// 98_process.rb parses Kernel#spawn's arguments and options), waiting
// without blocking (the prelude parks on the child's exit notifier), fork,
// exec, channels for IO.popen, and Process.ppid / getpgrp / getpgid /
// setsid / setpgid / setpgrp / getpriority / setpriority. Everything goes
// through the platform's Processes table; where the host has none
// (WebAssembly), NotImplementedError as CRuby words it where a function is
// missing: "fork() function is unimplemented on this machine".
#include <cerrno>

#include "core/core.h"
#include "core/file_stream.h"
#include "platform/processes.h"
#include "sched/forking.h"

namespace garnet::core {

using namespace vm;

namespace {

const platform::Processes* host_processes(Context& cx) { return cx.iso->platform->processes; }

Value unimplemented(Context& cx, const std::string& function) {
  return raise(cx, cx.world->c.NotImplementedError, function + "() function is unimplemented on this machine");
}

// The host's table, or null after raising NotImplementedError for `function`.
const platform::Processes* processes_for(Context& cx, const char* function) {
  const platform::Processes* h = host_processes(cx);
  if (!h) unimplemented(cx, function);
  return h;
}

// Process.__processes!(name): nil, or NotImplementedError naming the Ruby
// method.
NATIVE(proc_require) {
  if (host_processes(cx)) return Value::nil();
  Value name = argv[0].is_symbol() ? new_string(cx, sym_name(cx, argv[0].as_symbol())) : implicit_string(cx, argv[0]);
  if (name.is_undef()) return name;
  return unimplemented(cx, str(name));
}

bool int_at(Context& cx, const ValueVector& items, size_t i, int64_t& out) {
  return i < items.size() && to_int64(cx, items[i], out);
}

std::string string_at(const ValueVector& items, size_t i) {
  return i < items.size() && is_string(items[i]) ? str(items[i]) : std::string();
}

// The prelude's description: [program, argv, env, clear_env, chdir,
// redirects, pgroup], with env as [[name, value or nil]...] and each
// redirect as [child_fd, :dup, from_fd] or [child_fd, :close]. Everything in it
// was checked and converted by the prelude; a malformed one raises TypeError.
bool request_from(Context& cx, Value spec, platform::SpawnRequest& r) {
  if (!is_array(spec) || as_array(spec)->items.size() != 7) return !raise_conversion(cx, spec, "Array").is_undef();
  const ValueVector items = as_array(spec)->items;
  r.program = string_at(items, 0);
  if (is_array(items[1]))
    for (Value a : as_array(items[1])->items) r.argv.push_back(is_string(a) ? str(a) : std::string());
  if (is_array(items[2])) {
    for (Value pair : as_array(items[2])->items) {
      if (!is_array(pair) || as_array(pair)->items.size() != 2) continue;
      const ValueVector& kv = as_array(pair)->items;
      std::optional<std::string> value;
      if (is_string(kv[1])) value = str(kv[1]);
      r.env.emplace_back(string_at(kv, 0), value);
    }
  }
  r.clear_env = items[3].truthy();
  r.chdir = string_at(items, 4);
  if (is_array(items[5])) {
    for (Value d : as_array(items[5])->items) {
      if (!is_array(d)) return !raise_conversion(cx, d, "Array").is_undef();
      const ValueVector f = as_array(d)->items;
      platform::Redirect red;
      int64_t child_fd;
      if (!int_at(cx, f, 0, child_fd)) return false;
      red.child_fd = int(child_fd);
      bool dup = f.size() > 1 && f[1] == symbol_value(cx, "dup");
      red.kind = dup ? platform::Redirect::Kind::Dup : platform::Redirect::Kind::Close;
      int64_t from = -1;
      if (dup && !int_at(cx, f, 2, from)) return false;
      red.from_fd = int(from);
      r.redirects.push_back(std::move(red));
    }
  }
  if (!items[6].is_nil() && !to_int64(cx, items[6], r.pgroup)) return false;
  return true;
}

// Process.__spawn(description, name): the child's pid; Errno::ENOENT & co.
// "- name" when the program cannot be executed.
NATIVE(proc_spawn) {
  const platform::Processes* h = processes_for(cx, "spawn");
  platform::SpawnRequest r;
  if (!h || !request_from(cx, argv[0], r)) return Value::undef();
  cx.iso->flush_out(); // what the program printed comes before what the child
                       // prints
  int64_t pid = h->spawn(cx.iso->platform->user, r);
  if (pid < 0) return raise_errno(cx, int(-pid), "", is_string(argv[1]) ? str(argv[1]) : r.program);
  return Value::fixnum(pid);
}

// Process.__exec(description, name): returns only by raising.
NATIVE(proc_exec) {
  const platform::Processes* h = processes_for(cx, "exec");
  platform::SpawnRequest r;
  if (!h || !request_from(cx, argv[0], r)) return Value::undef();
  cx.iso->flush_out();
  int err = h->exec(cx.iso->platform->user, r);
  return raise_errno(cx, err, "", is_string(argv[1]) ? str(argv[1]) : r.program);
}

// Process.__waitpid_now(pid, nohang, untraced): [pid, raw status], nil when
// nohang and no child has changed state, or -errno (the prelude raises).
NATIVE(proc_waitpid_now) {
  const platform::Processes* h = processes_for(cx, "waitpid");
  int64_t pid;
  if (!h || !to_int64(cx, argv[0], pid)) return Value::undef();
  int raw = 0;
  int64_t got = h->wait(cx.iso->platform->user, pid, argv[1].truthy(), argv[2].truthy(), raw);
  if (got < 0) return Value::fixnum(got);
  if (got == 0) return Value::nil();
  Value pair[] = {Value::fixnum(got), Value::fixnum(raw)};
  return new_array(cx, pair, 2);
}

// Process.__exit_notifier(pid): an IO readable once the child has ended, or
// nil when the host has none (the prelude then polls).
NATIVE(proc_exit_notifier) {
  const platform::Processes* h = processes_for(cx, "waitpid");
  int64_t pid;
  if (!h || !to_int64(cx, argv[0], pid)) return Value::undef();
  int fd = h->exit_notifier ? h->exit_notifier(cx.iso->platform->user, pid) : -ENOSYS;
  if (fd < 0) return Value::nil();
  return new_stream(cx, cx.world->c.IO, fd, true, false, "pidfd " + std::to_string(fd));
}

// Process.__channel(kind): [the parent's IO, the child's end as an IO] for
// IO.popen; kind 0: the parent reads, 1: it writes, 2: both.
NATIVE(proc_channel) {
  const platform::Processes* h = processes_for(cx, "popen");
  int64_t kind;
  if (!h || !to_int64(cx, argv[0], kind)) return Value::undef();
  auto k = kind == 0   ? platform::ChannelKind::ParentReads
           : kind == 1 ? platform::ChannelKind::ParentWrites
                       : platform::ChannelKind::Both;
  int fds[2];
  if (int err = h->channel(cx.iso->platform->user, k, fds)) return raise_errno(cx, err, "rb_pipe", "");
  Value ends[] = {new_stream(cx, cx.world->c.IO, fds[0], kind != 1, kind != 0, "fd " + std::to_string(fds[0])),
                  new_stream(cx, cx.world->c.IO, fds[1], kind == 1, kind == 0, "fd " + std::to_string(fds[1]))};
  if (k == platform::ChannelKind::Both) file_stream_of(ends[0])->reset_is_end = true;
  return new_array(cx, ends, 2);
}

// Process.__shutdown_write(io): a "r+" popen's close_write (the child sees the
// end of its input).
NATIVE(proc_shutdown_write) {
  const platform::Processes* h = processes_for(cx, "popen");
  FileStream* f = file_stream_of(argv[0]);
  if (!h || !f) return h ? raise_conversion(cx, argv[0], "IO") : Value::undef();
  if (int err = h->shutdown_write(cx.iso->platform->user, f->fd)) return raise_errno(cx, err, "shutdown", "");
  f->writable = false;
  return Value::nil();
}

// Process.__fork: the child's pid in the parent, 0 in the child.
NATIVE(proc_fork) {
  const platform::Processes* h = processes_for(cx, "fork");
  if (!h) return Value::undef();
  if (!cx.iso->is_main) return raise(cx, isolation_error(cx), "can not fork from non-main Ractors");
  int64_t pid = sched::fork_process(cx, *h);
  if (pid < 0) return raise_errno(cx, int(-pid), "fork(2)", "");
  if (pid == 0) {
    cx.iso->globals[intern(cx, "$$")] = Value::fixnum(process_id(cx));
    reseed_default_random_after_fork(cx);
  }
  return Value::fixnum(pid);
}

// Process.__set_last_status(status): $? of the running thread (read-only
// to Ruby code).
NATIVE(proc_set_last_status) {
  cx.last_status = argv[0];
  return argv[0];
}

NATIVE(proc_ppid) {
  const platform::Processes* h = processes_for(cx, "ppid");
  return h ? Value::fixnum(h->parent_pid(cx.iso->platform->user)) : Value::undef();
}

Value group_result(Context& cx, int64_t id) { return id < 0 ? raise_errno(cx, int(-id), "", "") : Value::fixnum(id); }

NATIVE(proc_getpgrp) {
  const platform::Processes* h = processes_for(cx, "getpgrp");
  return h ? group_result(cx, h->process_group(cx.iso->platform->user, 0)) : Value::undef();
}

NATIVE(proc_getpgid) {
  const platform::Processes* h = processes_for(cx, "getpgid");
  int64_t pid;
  if (!h || !to_int64(cx, argv[0], pid)) return Value::undef();
  return group_result(cx, h->process_group(cx.iso->platform->user, pid));
}

NATIVE(proc_setsid) {
  const platform::Processes* h = processes_for(cx, "setsid");
  return h ? group_result(cx, h->new_session(cx.iso->platform->user)) : Value::undef();
}

// Process.setpgid(pid, group) and Process.setpgrp (setpgid(0, 0)): 0.
Value set_process_group(Context& cx, const char* function, int64_t pid, int64_t group) {
  const platform::Processes* h = processes_for(cx, function);
  if (!h) return Value::undef();
  int err = h->set_process_group(cx.iso->platform->user, pid, group);
  return err ? raise_errno(cx, err, "", "") : Value::fixnum(0);
}

NATIVE(proc_setpgid) {
  int64_t pid, group;
  if (!to_int64(cx, argv[0], pid) || !to_int64(cx, argv[1], group)) return Value::undef();
  return set_process_group(cx, "setpgid", pid, group);
}

NATIVE(proc_setpgrp) { return set_process_group(cx, "setpgrp", 0, 0); }

// Process.getpriority(kind, who) and Process.setpriority(kind, who, priority).
bool priority_target(Context& cx, Value* argv, int& kind, int64_t& who) {
  int64_t k;
  if (!to_int64(cx, argv[0], k) || !to_int64(cx, argv[1], who)) return false;
  kind = int(k);
  return true;
}

NATIVE(proc_getpriority) {
  const platform::Processes* h = processes_for(cx, "getpriority");
  int kind, priority;
  int64_t who;
  if (!h || !priority_target(cx, argv, kind, who)) return Value::undef();
  int err = h->get_priority(cx.iso->platform->user, kind, who, priority);
  return err ? raise_errno(cx, err, "", "") : Value::fixnum(priority);
}

NATIVE(proc_setpriority) {
  const platform::Processes* h = processes_for(cx, "setpriority");
  int kind;
  int64_t who, priority;
  if (!h || !priority_target(cx, argv, kind, who) || !to_int64(cx, argv[2], priority)) return Value::undef();
  int err = h->set_priority(cx.iso->platform->user, kind, who, int(priority));
  return err ? raise_errno(cx, err, "", "") : Value::fixnum(0);
}

} // namespace

void init_process_children(World& w) {
  Class* p = w.c.Process;
  define_singleton_method(w, p, "__processes!", proc_require, 1, 1);
  define_singleton_method(w, p, "__spawn", proc_spawn, 2, 2);
  define_singleton_method(w, p, "__exec", proc_exec, 2, 2);
  define_singleton_method(w, p, "__waitpid_now", proc_waitpid_now, 3, 3);
  define_singleton_method(w, p, "__exit_notifier", proc_exit_notifier, 1, 1);
  define_singleton_method(w, p, "__channel", proc_channel, 1, 1);
  define_singleton_method(w, p, "__shutdown_write", proc_shutdown_write, 1, 1);
  define_singleton_method(w, p, "__fork", proc_fork, 0, 0);
  define_singleton_method(w, p, "__set_last_status", proc_set_last_status, 1, 1);
  define_module_function(w, p, "ppid", proc_ppid, 0, 0);
  define_module_function(w, p, "getpgrp", proc_getpgrp, 0, 0);
  define_module_function(w, p, "getpgid", proc_getpgid, 1, 1);
  define_module_function(w, p, "setsid", proc_setsid, 0, 0);
  define_module_function(w, p, "setpgid", proc_setpgid, 2, 2);
  define_module_function(w, p, "setpgrp", proc_setpgrp, 0, 0);
  define_module_function(w, p, "getpriority", proc_getpriority, 2, 2);
  define_module_function(w, p, "setpriority", proc_setpriority, 3, 3);
  const char* const priority_kinds[] = {"PRIO_PROCESS", "PRIO_PGRP", "PRIO_USER"}; // as Linux numbers them
  for (int kind = 0; kind < 3; kind++) const_set(w, p, w.intern(priority_kinds[kind]), Value::fixnum(kind));
  const_set(w, p, w.intern("WNOHANG"), Value::fixnum(1));
  const_set(w, p, w.intern("WUNTRACED"), Value::fixnum(2));
}

} // namespace garnet::core
