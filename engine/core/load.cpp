// load.cpp — loading Ruby files: Kernel#require, require_relative, load,
// autoload / autoload? (Kernel's and Module's) and __dir__. A feature is
// found on $LOAD_PATH (or at an explicit path), run once, and recorded by
// its absolute path in $LOADED_FEATURES; the libraries built into Garnet,
// the on-demand prelude (core/prelude/on_demand/) and Garnet's half of the
// standard library (engine/lib/, after $LOAD_PATH) need no file. RubyGems
// loads on demand, when a feature is found nowhere or Gem is referenced.
#include "core/core.h"
#include "platform/file_system.h"
#include "sched/isolates.h"
#include "sched/sync.h"
#include "vm/eval.h"
#include "vm/interp.h"

namespace garnet::core {

using namespace vm;

namespace {

// Libraries that are part of Garnet itself: require succeeds without
// loading anything (Ruby 4.0 answers false for `require "set"` the same way).
bool builtin_library(const std::string& name) {
  static const char* const names[] = {"set", "fiber", "enumerator", "thread", "rational",
                                      "complex", "continuation", "ruby2_keywords", "socket",
                                      "io/wait"};
  for (const char* n : names)
    if (name == n) return true;
  return false;
}

// Compiles and runs Ruby source at the top level (require, on-demand prelude).
Value run_source(Context& cx, std::string_view source, const std::string& path) {
  const Iseq* code = compile_ruby(cx, std::string(source), path);
  if (!code) return Value::undef();
  Cref* cref = cx.world->make_cref(cx.world->c.Object, nullptr);
  Value r = execute(cx, code, cx.iso->main_object, cref, FrameKind::Top);
  return r.is_undef() ? r : Value::true_value();
}

bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool is_file(Context& cx, const std::string& path) {
  const platform::FileSystem* fs = cx.iso->platform->file_system;
  platform::FileStatus status;
  namespace T = platform::FileType;
  return fs && fs->stat(cx.iso->platform->user, path, status) == 0 && (status.mode & T::kMask) == T::kRegular;
}

// File.expand_path(path, base): false when it raised.
bool expand_path(Context& cx, const std::string& path, const std::string& base, std::string& out) {
  Value* file = cx.world->c.Object->find_constant(intern(cx, "File"));
  Value args[2] = {new_string(cx, path), base.empty() ? Value::nil() : new_string(cx, base)};
  Value r = call(cx, *file, intern(cx, "expand_path"), 2, args);
  if (r.is_undef()) return false;
  out = str(r);
  return true;
}

// A name require and load take as a path, without searching $LOAD_PATH.
bool explicit_path(const std::string& name) {
  return name.rfind("/", 0) == 0 || name.rfind("./", 0) == 0 || name.rfind("../", 0) == 0 ||
         name.rfind("~", 0) == 0 || name == "." || name == "..";
}

// A String argument or what converts to one (to_path, then to_str). A NUL
// byte in it raises ArgumentError, "path name contains null byte" for a
// feature (require), "string contains null byte" for a file to load.
bool feature_name(Context& cx, Value v, std::string& out, bool feature = true) {
  if (!is_string(v) && respond_to(cx, v, intern(cx, "to_path"), true)) v = call(cx, v, intern(cx, "to_path"));
  if (v.is_undef()) return false;
  Value s = implicit_string(cx, v);
  if (s.is_undef()) return false;
  out = str(s);
  if (out.find('\0') != std::string::npos) {
    raise(cx, cx.world->c.ArgumentError, feature ? "path name contains null byte" : "string contains null byte");
    return false;
  }
  return true;
}

Value global(Context& cx, const char* name) {
  auto it = cx.iso->globals.find(intern(cx, name));
  return it == cx.iso->globals.end() ? Value::nil() : it->second;
}

// The absolute path of `file` (`name` as is) when it is an explicit path or
// one found in a folder of $LOAD_PATH; empty when there is none. False when
// a conversion raised.
bool find_file(Context& cx, const std::string& name, std::string& found) {
  found.clear();
  if (explicit_path(name)) {
    std::string path;
    if (!expand_path(cx, name, "", path)) return false;
    if (is_file(cx, path)) found = path;
    return true;
  }
  Value load_path = global(cx, "$LOAD_PATH");
  if (!is_array(load_path)) return true;
  std::vector<Value> dirs = as_array(load_path)->items.to_vector();
  for (Value dir : dirs) {
    std::string folder, path;
    if (!feature_name(cx, dir, folder) || !expand_path(cx, name, folder, path)) return false;
    if (is_file(cx, path)) {
      found = path;
      return true;
    }
  }
  return true;
}

Value raise_load_error(Context& cx, const std::string& name) {
  Value exc = new_exception(cx, cx.world->c.LoadError, "cannot load such file -- " + name);
  ivar_set(cx, exc, intern(cx, "@path"), new_string(cx, name));
  return raise(cx, exc);
}

bool feature_loaded(Context& cx, const std::string& path) {
  Value features = global(cx, "$LOADED_FEATURES");
  if (!is_array(features)) return false;
  for (Value f : as_array(features)->items)
    if (is_string(f) && str(f) == path) return true;
  return false;
}

// The lock a thread holds while it loads `path`, in features_loading.
Value lock_for_loading(Context& cx, const std::string& path) {
  Value lock = sched::new_mutex(cx);
  sched::try_lock(cx, lock);
  cx.iso->features_loading[path] = lock;
  return lock;
}

// Runs the file at `path` unless it was loaded already, then records it in
// $LOADED_FEATURES: true, false, or undef if it raised. For a file that
// another thread is loading, the lock that thread holds: the caller (Ruby,
// where a green thread can wait) waits for it, then requires the file again
// (it loads it if that load raised). One that this thread is loading (a
// circular require) answers false.
Value require_file(Context& cx, const std::string& path) {
  if (feature_loaded(cx, path)) return Value::false_value();
  auto loading = cx.iso->features_loading.find(path);
  if (loading != cx.iso->features_loading.end())
    return sched::mutex_of(loading->second)->owner == sched::identity(sched::scheduler_of(cx).current)
               ? Value::false_value()
               : loading->second;
  std::string source;
  const platform::Platform* p = cx.iso->platform;
  if (!p->read_file || !p->read_file(p->user, path, source)) return raise_load_error(cx, path);
  cx.world->add_source(path, source);
  Value lock = lock_for_loading(cx, path);
  Value r = run_source(cx, source, path);
  cx.iso->features_loading.erase(path);
  if (sched::owned_by_current(cx, sched::mutex_of(lock))) sched::unlock(cx, lock);
  if (r.is_undef()) return r;
  Value features = global(cx, "$LOADED_FEATURES");
  if (is_array(features)) as_array(features)->items.push_back(new_string(cx, path));
  return Value::true_value();
}

// Garnet's half of the standard library (engine/lib/): what CRuby builds
// from C, such as "stringio" or "monitor" (monitor.rb's `require "monitor.so"`).
const PreludeFile* garnet_library(const std::string& bare) {
  std::string file = bare + ".rb";
  for (int i = 0; i < kLibraryFileCount; i++)
    if (kLibraryFiles[i].name == file) return &kLibraryFiles[i];
  return nullptr;
}

// Runs a library of engine/lib/ once, recorded as "NAME.so" in
// $LOADED_FEATURES as CRuby records its extension: true, false when loaded
// already, undef if it raised.
Value require_garnet_library(Context& cx, const PreludeFile& library) {
  std::string name = library.name;
  std::string feature = name.substr(0, name.size() - 3) + ".so";
  if (cx.iso->loaded_features.count(feature)) return Value::false_value();
  cx.iso->loaded_features.insert(feature);
  Value r = run_source(cx, library.source, "<internal:lib/" + name + ">");
  if (r.is_undef()) {
    cx.iso->loaded_features.erase(feature);
    return r;
  }
  Value features = global(cx, "$LOADED_FEATURES");
  if (is_array(features)) as_array(features)->items.push_back(new_string(cx, feature));
  return Value::true_value();
}

// Standard libraries written in the on-demand prelude (pp.rb holds both
// prettyprint and pp).
const char* prelude_library_file(const std::string& bare) {
  static const std::pair<const char*, const char*> kPreludeLibraries[] = {{"pp", "pp.rb"},
                                                                          {"prettyprint", "pp.rb"}};
  for (const auto& [library, file] : kPreludeLibraries)
    if (bare == library) return file;
  return nullptr;
}

// Where require(name) finds its feature: a file, or something Garnet holds.
struct ResolvedFeature {
  enum Kind { kMissing, kBuiltin, kPrelude, kFile, kGarnetLibrary } kind = kMissing;
  std::string bare;                     // the name without .rb or .so
  std::string path;                     // kFile: the file; kMissing: the name as given
  const char* prelude_file = nullptr;   // kPrelude
  const PreludeFile* library = nullptr; // kGarnetLibrary
};

// False when a conversion raised.
bool resolve_feature(Context& cx, Value feature, ResolvedFeature& out) {
  std::string name;
  if (!feature_name(cx, feature, name)) return false;
  out.bare = name;
  for (std::string_view ext : {".rb", ".so"})
    if (ends_with(out.bare, ext)) out.bare.resize(out.bare.size() - ext.size());
  if (builtin_library(out.bare)) {
    out.kind = ResolvedFeature::kBuiltin;
    return true;
  }
  if ((out.prelude_file = prelude_library_file(out.bare))) {
    out.kind = ResolvedFeature::kPrelude;
    return true;
  }
  if (!ends_with(name, ".so") && !find_file(cx, ends_with(name, ".rb") ? name : name + ".rb", out.path))
    return false;
  if (!out.path.empty()) {
    out.kind = ResolvedFeature::kFile;
  } else if (!ends_with(name, ".rb") && (out.library = garnet_library(out.bare))) {
    out.kind = ResolvedFeature::kGarnetLibrary;
  } else {
    out.path = name;
  }
  return true;
}

NATIVE(k_require) {
  ResolvedFeature found;
  if (!resolve_feature(cx, argv[0], found)) return Value::undef();
  switch (found.kind) {
  case ResolvedFeature::kBuiltin: return Value::false_value();
  case ResolvedFeature::kPrelude:
    // true at each library's first require
    if (!load_on_demand(cx, found.prelude_file)) return Value::undef();
    return Value::boolean(cx.iso->loaded_features.insert("<required:" + found.bare + ">").second);
  case ResolvedFeature::kFile: return require_file(cx, found.path);
  case ResolvedFeature::kGarnetLibrary: return require_garnet_library(cx, *found.library);
  case ResolvedFeature::kMissing: break;
  }
  return raise_load_error(cx, found.path);
}

// $LOAD_PATH.resolve_feature_path(feature): [:rb, path] for a Ruby file,
// [:so, "NAME.so"] for a library Garnet holds, nil when require would raise.
NATIVE(k_resolve_feature_path) {
  ResolvedFeature found;
  if (!resolve_feature(cx, argv[0], found)) return Value::undef();
  if (found.kind == ResolvedFeature::kMissing) return Value::nil();
  bool ruby_file = found.kind == ResolvedFeature::kFile;
  Value pair[2] = {symbol_value(cx, ruby_file ? "rb" : "so"),
                   new_string(cx, ruby_file ? found.path : found.bare + ".so")};
  return new_array(cx, pair, 2);
}

// RubyGems' on-demand load (RunOptions::rubygems): once, the standard
// library's rubygems.rb, found on $LOAD_PATH. True when RubyGems is loaded
// now (by this call or an explicit require before it); false when it is
// off, was tried already or is not there; undef if it raised.
Value load_rubygems(Context& cx) {
  if (!cx.iso->rubygems_on_demand) return Value::false_value();
  cx.iso->rubygems_on_demand = false; // its own references to Gem must not load it again
  std::string path;
  if (!find_file(cx, "rubygems.rb", path)) return Value::undef();
  if (path.empty()) return Value::false_value();
  // Kernel#gem's stand-in (prelude/00_kernel.rb) makes way: RubyGems'
  // definition is then a first one, as in CRuby (no -w redefinition warning).
  remove_method_entry(*cx.world, cx.world->c.Kernel, cx.world->intern("gem"));
  Value r = require_file(cx, path);
  if (r.is_undef() || !sched::activate_ractor_require(cx)) return Value::undef();
  return Value::true_value();
}

NATIVE(k_load_rubygems) {
  return load_rubygems(cx);
}

// The absolute path of the file running the innermost frame outside the
// prelude (a script named relative to where the program started:
// iso->initial_dir).
bool caller_dir(Context& cx, std::string& out) {
  std::string file = "-";
  for (size_t i = cx.frames.size(); i-- > 0;)
    if (!internal_frame(cx.frames[i])) {
      file = *cx.frames[i].iseq->file;
      break;
    }
  if (file == "-e" || file == "-") return expand_path(cx, ".", "", out);
  std::string path;
  if (!expand_path(cx, file, cx.iso->initial_dir, path)) return false;
  size_t slash = path.rfind('/');
  out = slash == 0 ? "/" : path.substr(0, slash);
  return true;
}

// The file require_relative(v) loads: v from the caller's directory, ".rb"
// added; empty for a library built into Garnet. False when it raised (no
// such file: LoadError).
bool relative_feature(Context& cx, Value v, std::string& file) {
  std::string name, dir, path;
  if (!feature_name(cx, v, name)) return false;
  if (builtin_library(name)) return true;
  if (!caller_dir(cx, dir) || !expand_path(cx, name, dir, path)) return false;
  file = ends_with(path, ".rb") ? path : path + ".rb";
  if (is_file(cx, file)) return true;
  raise_load_error(cx, path);
  return false;
}

NATIVE(k_require_relative) {
  std::string file;
  if (!relative_feature(cx, argv[0], file)) return Value::undef();
  return file.empty() ? Value::false_value() : require_file(cx, file);
}

// What a Ractor other than the main one asks the main one to require for
// require_relative(v) (nil: nothing to load).
NATIVE(k_relative_feature) {
  std::string file;
  if (!relative_feature(cx, argv[0], file)) return Value::undef();
  return file.empty() ? Value::nil() : new_string(cx, file);
}

// load(file, wrap = false): runs the file each time (require runs it once);
// a name that is not an explicit path is looked for on $LOAD_PATH first, then
// from the current directory. Wrapping its constants in a module is not
// supported.
NATIVE(k_load) {
  std::string name, path;
  if (!feature_name(cx, argv[0], name, false)) return Value::undef();
  if (argc > 1 && argv[1].truthy())
    return raise(cx, cx.world->c.NotImplementedError, "load with a wrap module is not supported");
  if (!find_file(cx, name, path)) return Value::undef();
  if (path.empty() && is_file(cx, name)) path = name;
  if (path.empty()) return raise_load_error(cx, name);
  std::string source;
  const platform::Platform* p = cx.iso->platform;
  if (!p->read_file || !p->read_file(p->user, path, source)) return raise_load_error(cx, name);
  cx.world->add_source(path, source);
  return run_source(cx, source, path);
}

NATIVE(k_dir) {
  if (cx.frames.empty()) return Value::nil();
  const std::string& file = *cx.frames.back().iseq->file;
  if (file == "-e" || file == "-") return new_string(cx, ".");
  std::string dir;
  if (!caller_dir(cx, dir)) return Value::undef();
  return new_string(cx, dir);
}

// ---- autoload ----

// Core classes whose Ruby definition loads on first reference to their
// constant, keeping the start-up prelude small. What else those classes
// provide (Kernel#Rational, Integer#to_r, Kernel#Complex, Enumerable#to_set)
// stays in the prelude and reaches the class through its constant.
struct AutoloadedConstant {
  const char* name;
  const char* file;
};
// A constant listed several times loads each of its files, in order, the
// first one defining it.
constexpr AutoloadedConstant kAutoloadedConstants[] = {
    {"Rational", "rational.rb"}, {"Complex", "complex.rb"}, {"Complex", "complex_parse.rb"}, {"Set", "set.rb"},
    {"Pathname", "pathname.rb"}};

bool autoload_core_constant(Context& cx, Sym name, bool load) {
  const std::string& text = cx.world->name(name);
  if (text == "Gem" && cx.iso->rubygems_on_demand) {
    if (!load) return true;
    return load_rubygems(cx).truthy() && cx.world->c.Object->find_constant(name);
  }
  bool found = false;
  for (const AutoloadedConstant& entry : kAutoloadedConstants) {
    if (text != entry.name) continue;
    found = true;
    if (!load) continue;
    if (!load_on_demand(cx, entry.file)) return false;
    // Still undefined: this is the first file's own class statement, whose
    // lookup must not load the files that reopen the class.
    if (!cx.world->c.Object->find_constant(name)) break;
  }
  return found;
}

// The module among scope's ancestors (then Object's, for a module) that
// registered an autoload of `name`, or null.
const Class* autoload_owner(World& w, Class* scope, Sym name, std::string* feature) {
  WorldLock lock(w);
  for (Class* list : {scope, scope->is_module() ? w.c.Object : nullptr}) {
    if (!list) continue;
    for (Class* k : list->ancestors) {
      auto it = w.autoloads.find({k, name});
      if (it == w.autoloads.end()) continue;
      if (feature) *feature = it->second;
      return k;
    }
  }
  return nullptr;
}

// World::autoload_constant: Module#autoload's registrations, then the core's.
bool autoload_constant(Context& cx, Class* scope, Sym name, bool load) {
  World& w = *cx.world;
  std::string feature;
  if (const Class* owner = autoload_owner(w, scope, name, &feature)) {
    if (!load) return true;
    Value arg = new_string(cx, feature);
    Value r = call(cx, cx.iso->main_object, intern(cx, "require"), 1, &arg);
    if (!r.is_undef()) { // a failed load stays registered: the next reference tries again
      WorldLock lock(w);
      w.autoloads.erase({owner, name});
    }
    return !r.is_undef() && const_cast<Class*>(owner)->find_constant(name);
  }
  return autoload_core_constant(cx, name, load);
}

// Module#autoload(name, feature) and Kernel#autoload (on the caller's class).
Value register_autoload(Context& cx, Class* owner, Value name_v, Value feature_v) {
  Value sym = name_v.is_symbol() ? name_v : implicit_string(cx, name_v);
  if (sym.is_undef()) return sym;
  Sym name = sym.is_symbol() ? sym.as_symbol() : intern(cx, str(sym));
  const std::string& text = cx.world->name(name);
  if (text.empty() || !(text[0] >= 'A' && text[0] <= 'Z'))
    return raise_name_error(cx, cx.world->c.NameError, "autoload must be constant name: " + text, name,
                            Value::object(owner));
  std::string feature;
  if (!feature_name(cx, feature_v, feature)) return Value::undef();
  if (feature.empty()) return raise(cx, cx.world->c.ArgumentError, "empty feature name");
  if (owner->find_constant(name)) return Value::nil();
  WorldWrite write(*cx.world);
  cx.world->autoloads[{owner, name}] = feature;
  return Value::nil();
}

// Module#autoload?(name, inherit = true): the feature, while not yet loaded.
Value query_autoload(Context& cx, Class* scope, Value name_v, bool inherit) {
  Value sym = name_v.is_symbol() ? name_v : implicit_string(cx, name_v);
  if (sym.is_undef()) return sym;
  Sym name = sym.is_symbol() ? sym.as_symbol() : intern(cx, str(sym));
  std::string feature;
  const Class* owner = autoload_owner(*cx.world, scope, name, &feature);
  if (!owner || (!inherit && owner != scope)) return Value::nil();
  return new_string(cx, feature);
}

Class* caller_class(Context& cx) {
  return cx.frames.empty() || !cx.frames.back().cref ? cx.world->c.Object : cx.frames.back().cref->klass;
}

NATIVE(mod_autoload) {
  return register_autoload(cx, self.as<Class>(), argv[0], argv[1]);
}
NATIVE(mod_autoload_p) {
  return query_autoload(cx, self.as<Class>(), argv[0], argc < 2 || argv[1].truthy());
}
NATIVE(k_autoload) {
  return register_autoload(cx, caller_class(cx), argv[0], argv[1]);
}
NATIVE(k_autoload_p) {
  return query_autoload(cx, caller_class(cx), argv[0], argc < 2 || argv[1].truthy());
}

} // namespace

bool load_on_demand(Context& cx, const char* name) {
  std::string feature = std::string("<internal:") + name + ">";
  auto& loaded = cx.iso->loaded_features;
  if (loaded.count(feature)) return true;
  for (int i = 0; i < kOnDemandFileCount; i++) {
    if (std::string_view(kOnDemandFiles[i].name) != name) continue;
    loaded.insert(feature);
    return !run_source(cx, kOnDemandFiles[i].source, feature).is_undef();
  }
  return true;
}

Class* natives_target(Context& cx, Value v, const char* handoff) {
  if (is_class_or_module(v) && !v.as<Class>()->is_module()) return v.as<Class>();
  raisef(cx, cx.world->c.TypeError, "%s: a class expected", handoff);
  return nullptr;
}

void init_load(World& w) {
  w.autoload_constant = autoload_constant;
  Class* k = w.c.Kernel;
  define_module_function(w, k, "__dir__", k_dir, 0, 0);
  // Kernel#require and #require_relative are Ruby (core/prelude/00_kernel.rb):
  // they wait for another thread's load where a green thread can wait.
  define_method(w, k, "__require", k_require, 1, 1, Visibility::Private);
  define_method(w, k, "__require_relative", k_require_relative, 1, 1, Visibility::Private);
  define_method(w, k, "__relative_feature", k_relative_feature, 1, 1, Visibility::Private);
  define_method(w, k, "__load_rubygems", k_load_rubygems, 0, 0, Visibility::Private);
  define_module_function(w, k, "load", k_load, 1, 2);
  define_module_function(w, k, "autoload", k_autoload, 2, 2);
  define_module_function(w, k, "autoload?", k_autoload_p, 1, 2);
  w.load_path_methods = new_module(w);
  define_method(w, w.load_path_methods, "resolve_feature_path", k_resolve_feature_path, 1, 1);
  define_method(w, w.c.Module, "autoload", mod_autoload, 2, 2);
  define_method(w, w.c.Module, "autoload?", mod_autoload_p, 1, 2);
}

} // namespace garnet::core
