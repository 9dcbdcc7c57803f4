// system_facts.cpp — what the platform tells of the machine, as primitives
// for Garnet's etc and rbconfig libraries (engine/lib/): Process.__cpu_count
// (the CPUs this process may use), Process.__uname (uname(2)'s fields) and
// Process.__executable (the running program's path, or nil).
#include "core/core.h"

namespace garnet::core {

using namespace vm;

namespace {

NATIVE(process_cpu_count) {
  const platform::Platform* p = cx.iso->platform;
  return Value::fixnum(p->cpu_count ? int64_t(p->cpu_count(p->user)) : 1);
}

// A Hash of Symbols to Strings, as Etc.uname answers; nil when unknown.
NATIVE(process_uname) {
  const platform::Platform* p = cx.iso->platform;
  platform::SystemName name;
  if (!p->system_name || !p->system_name(p->user, name)) return Value::nil();
  Value out = new_hash(cx);
  const std::pair<const char*, const std::string*> fields[] = {{"sysname", &name.sysname},
                                                               {"nodename", &name.nodename},
                                                               {"release", &name.release},
                                                               {"version", &name.version},
                                                               {"machine", &name.machine}};
  for (const auto& [key, text] : fields) hash_store(cx, as_hash(out), symbol_value(cx, key), new_string(cx, *text));
  return out;
}

NATIVE(process_executable) {
  const platform::Platform* p = cx.iso->platform;
  std::string path;
  if (!p->executable_path || !p->executable_path(p->user, path)) return Value::nil();
  return new_string(cx, path);
}

} // namespace

void init_system_facts(World& w) {
  Class* process = w.c.Process;
  define_singleton_method(w, process, "__cpu_count", process_cpu_count, 0, 0);
  define_singleton_method(w, process, "__uname", process_uname, 0, 0);
  define_singleton_method(w, process, "__executable", process_executable, 0, 0);
}

} // namespace garnet::core
