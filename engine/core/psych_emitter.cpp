// psych_emitter.cpp — Psych::Emitter (engine/lib/psych.rb) on libyaml: a
// Psych::Handler whose events (start_stream, scalar, end_mapping...) become
// YAML text, written to its IO with `write` whenever libyaml flushes (at a
// document's end, a stream's end, or a full buffer). Its options are
// libyaml's: indentation, line_width and canonical. Kernel#__psych_emitter
// (klass) gives klass these methods.
#include <yaml.h>

#include "core/core.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

struct YamlEmitter {
  yaml_emitter_t emitter;
  Value io = Value::nil();
  std::string pending; // written by libyaml, still to be given to io

  YamlEmitter() {
    yaml_emitter_initialize(&emitter);
    yaml_emitter_set_output(&emitter, collect_output, this);
    yaml_emitter_set_unicode(&emitter, 1);
    yaml_emitter_set_indent(&emitter, 2);
  }
  ~YamlEmitter() { yaml_emitter_delete(&emitter); }

  static int collect_output(void* self, unsigned char* buffer, size_t size) {
    static_cast<YamlEmitter*>(self)->pending.append(reinterpret_cast<const char*>(buffer), size);
    return 1;
  }
};

void mark_emitter(void* p, void (*mark_value)(void*, Value), void* tracer) {
  mark_value(tracer, static_cast<YamlEmitter*>(p)->io);
}
void free_emitter(void* p) { delete static_cast<YamlEmitter*>(p); }
const DataType kEmitterType = {"Psych::Emitter", mark_emitter, free_emitter};

Value allocate_emitter(Context& cx, Class* klass) { return new_data(cx, klass, &kEmitterType, new YamlEmitter); }

YamlEmitter* emitter_of(Context& cx, Value self) {
  if (is_type(self, Type::Data) && self.as<Data>()->data_type == &kEmitterType)
    return static_cast<YamlEmitter*>(self.as<Data>()->ptr);
  raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Psych::Emitter)",
         class_path(cx, real_class(cx, self)).c_str());
  return nullptr;
}

// The name CRuby's type checks give v's type in "wrong argument type".
std::string type_name(Context& cx, Value v) {
  if (v.is_nil()) return "nil";
  if (v == Value::true_value()) return "true";
  if (v == Value::false_value()) return "false";
  return class_path(cx, real_class(cx, v));
}

bool expect_string(Context& cx, Value v) {
  if (is_string(v)) return true;
  raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected String)", type_name(cx, v).c_str());
  return false;
}

// An anchor or a tag: nil, or a String. False when it raised.
bool optional_string(Context& cx, Value v, const yaml_char_t*& out) {
  out = nullptr;
  if (v.is_nil()) return true;
  if (!expect_string(cx, v)) return false;
  out = reinterpret_cast<const yaml_char_t*>(str(v).c_str());
  return true;
}

bool to_int(Context& cx, Value v, int& out) {
  int64_t n = 0;
  if (!to_int64(cx, v, n)) return false;
  if (n < INT32_MIN || n > INT32_MAX) {
    raisef(cx, cx.world->c.RangeError, "integer %lld too big to convert to 'int'", static_cast<long long>(n));
    return false;
  }
  out = int(n);
  return true;
}

// Emits `event` (made by `made`, libyaml's initializer's result), then gives
// what libyaml wrote to the IO. Self, or undef after raising.
Value emit(Context& cx, Value self, YamlEmitter* e, yaml_event_t& event, int made) {
  if (!made) return raise(cx, cx.world->c.RuntimeError, "invalid event: its strings must be UTF-8");
  if (!yaml_emitter_emit(&e->emitter, &event))
    return raise(cx, cx.world->c.RuntimeError, e->emitter.problem ? e->emitter.problem : "YAML emitter error");
  if (e->pending.empty()) return self;
  Value chunk = new_string(cx, std::move(e->pending));
  e->pending.clear();
  Value written = call(cx, e->io, intern(cx, "write"), 1, &chunk);
  return written.is_undef() ? written : self;
}

// initialize(io, options = nil): options answer line_width, indentation and
// canonical (Psych::Handler::DumperOptions).
NATIVE(emitter_initialize) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  e->io = argv[0];
  if (argc < 2) return Value::nil();
  Value options = argv[1];
  int width = 0, indent = 0;
  Value line_width = call(cx, options, intern(cx, "line_width"));
  if (line_width.is_undef() || !to_int(cx, line_width, width)) return Value::undef();
  Value indentation = call(cx, options, intern(cx, "indentation"));
  if (indentation.is_undef() || !to_int(cx, indentation, indent)) return Value::undef();
  Value canonical = call(cx, options, intern(cx, "canonical"));
  if (canonical.is_undef()) return canonical;
  yaml_emitter_set_width(&e->emitter, width);
  yaml_emitter_set_indent(&e->emitter, indent);
  yaml_emitter_set_canonical(&e->emitter, canonical == Value::true_value());
  return Value::nil();
}

NATIVE(emitter_start_stream) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  if (!argv[0].is_fixnum())
    return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Integer)", type_name(cx, argv[0]).c_str());
  yaml_event_t event{};
  int made = yaml_stream_start_event_initialize(&event, yaml_encoding_t(argv[0].as_fixnum()));
  return emit(cx, self, e, event, made);
}

NATIVE(emitter_end_stream) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  yaml_event_t event{};
  return emit(cx, self, e, event, yaml_stream_end_event_initialize(&event));
}

// start_document(version, tag_directives, implicit): version is [] or
// [major, minor]; tag_directives [[handle, prefix], ...].
NATIVE(emitter_start_document) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  for (int i = 0; i < 2; i++)
    if (!is_array(argv[i]))
      return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Array)", type_name(cx, argv[i]).c_str());
  yaml_version_directive_t version{};
  const auto& version_items = as_array(argv[0])->items;
  if (!version_items.empty()) {
    if (!to_int(cx, version_items[0], version.major)) return Value::undef();
    if (!to_int(cx, version_items.size() > 1 ? version_items[1] : Value::nil(), version.minor)) return Value::undef();
  }
  std::vector<Value> keep_alive; // the tag strings, for libyaml to copy
  std::vector<yaml_tag_directive_t> tags;
  for (Value tuple : as_array(argv[1])->items.to_vector()) {
    if (!is_array(tuple))
      return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Array)", type_name(cx, tuple).c_str());
    if (as_array(tuple)->items.size() < 2) return raise(cx, cx.world->c.RuntimeError, "tag tuple must be of length 2");
    Value handle = implicit_string(cx, as_array(tuple)->items[0]);
    if (handle.is_undef()) return handle;
    Value prefix = implicit_string(cx, as_array(tuple)->items[1]);
    if (prefix.is_undef()) return prefix;
    keep_alive.push_back(handle);
    keep_alive.push_back(prefix);
    tags.push_back({const_cast<yaml_char_t*>(reinterpret_cast<const yaml_char_t*>(str(handle).c_str())),
                    const_cast<yaml_char_t*>(reinterpret_cast<const yaml_char_t*>(str(prefix).c_str()))});
  }
  yaml_event_t event{};
  int made = yaml_document_start_event_initialize(&event, version_items.empty() ? nullptr : &version,
                                                  tags.empty() ? nullptr : tags.data(),
                                                  tags.empty() ? nullptr : tags.data() + tags.size(),
                                                  argv[2].truthy());
  return emit(cx, self, e, event, made);
}

NATIVE(emitter_end_document) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  yaml_event_t event{};
  return emit(cx, self, e, event, yaml_document_end_event_initialize(&event, argv[0].truthy()));
}

// scalar(value, anchor, tag, plain, quoted, style)
NATIVE(emitter_scalar) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  const yaml_char_t *anchor, *tag;
  int style = 0;
  if (!expect_string(cx, argv[0]) || !optional_string(cx, argv[1], anchor) || !optional_string(cx, argv[2], tag) ||
      !to_int(cx, argv[5], style))
    return Value::undef();
  const std::string& value = str(argv[0]);
  yaml_event_t event{};
  int made = yaml_scalar_event_initialize(&event, anchor, tag,
                                          reinterpret_cast<const yaml_char_t*>(value.data()), int(value.size()),
                                          argv[3].truthy(), argv[4].truthy(), yaml_scalar_style_t(style));
  return emit(cx, self, e, event, made);
}

// start_sequence / start_mapping(anchor, tag, implicit, style)
template <bool kMapping>
NATIVE(emitter_start_collection) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  const yaml_char_t *anchor, *tag;
  int style = 0;
  if (!optional_string(cx, argv[0], anchor) || !optional_string(cx, argv[1], tag) || !to_int(cx, argv[3], style))
    return Value::undef();
  yaml_event_t event{};
  int made = kMapping ? yaml_mapping_start_event_initialize(&event, anchor, tag, argv[2].truthy(),
                                                            yaml_mapping_style_t(style))
                      : yaml_sequence_start_event_initialize(&event, anchor, tag, argv[2].truthy(),
                                                             yaml_sequence_style_t(style));
  return emit(cx, self, e, event, made);
}

template <bool kMapping>
NATIVE(emitter_end_collection) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  yaml_event_t event{};
  int made = kMapping ? yaml_mapping_end_event_initialize(&event) : yaml_sequence_end_event_initialize(&event);
  return emit(cx, self, e, event, made);
}

NATIVE(emitter_alias) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  const yaml_char_t* anchor;
  if (!optional_string(cx, argv[0], anchor)) return Value::undef();
  yaml_event_t event{};
  return emit(cx, self, e, event, anchor ? yaml_alias_event_initialize(&event, anchor) : 0);
}

NATIVE(emitter_canonical) {
  YamlEmitter* e = emitter_of(cx, self);
  return e ? Value::boolean(e->emitter.canonical != 0) : Value::undef();
}

NATIVE(emitter_set_canonical) {
  YamlEmitter* e = emitter_of(cx, self);
  if (!e) return Value::undef();
  yaml_emitter_set_canonical(&e->emitter, argv[0] == Value::true_value());
  return argv[0];
}

NATIVE(emitter_indentation) {
  YamlEmitter* e = emitter_of(cx, self);
  return e ? Value::fixnum(e->emitter.best_indent) : Value::undef();
}

NATIVE(emitter_set_indentation) {
  YamlEmitter* e = emitter_of(cx, self);
  int indent = 0;
  if (!e || !to_int(cx, argv[0], indent)) return Value::undef();
  yaml_emitter_set_indent(&e->emitter, indent);
  return argv[0];
}

NATIVE(emitter_line_width) {
  YamlEmitter* e = emitter_of(cx, self);
  return e ? Value::fixnum(e->emitter.best_width) : Value::undef();
}

NATIVE(emitter_set_line_width) {
  YamlEmitter* e = emitter_of(cx, self);
  int width = 0;
  if (!e || !to_int(cx, argv[0], width)) return Value::undef();
  yaml_emitter_set_width(&e->emitter, width);
  return argv[0];
}

NATIVE(k_psych_emitter) {
  Class* klass = natives_target(cx, argv[0], "__psych_emitter");
  if (!klass) return Value::undef();
  World& w = *cx.world;
  klass->allocator = allocate_emitter;
  define_method(w, klass, "initialize", emitter_initialize, 1, 2, Visibility::Private);
  define_method(w, klass, "start_stream", emitter_start_stream, 1, 1);
  define_method(w, klass, "end_stream", emitter_end_stream, 0, 0);
  define_method(w, klass, "start_document", emitter_start_document, 3, 3);
  define_method(w, klass, "end_document", emitter_end_document, 1, 1);
  define_method(w, klass, "scalar", emitter_scalar, 6, 6);
  define_method(w, klass, "start_sequence", emitter_start_collection<false>, 4, 4);
  define_method(w, klass, "end_sequence", emitter_end_collection<false>, 0, 0);
  define_method(w, klass, "start_mapping", emitter_start_collection<true>, 4, 4);
  define_method(w, klass, "end_mapping", emitter_end_collection<true>, 0, 0);
  define_method(w, klass, "alias", emitter_alias, 1, 1);
  define_method(w, klass, "canonical", emitter_canonical, 0, 0);
  define_method(w, klass, "canonical=", emitter_set_canonical, 1, 1);
  define_method(w, klass, "indentation", emitter_indentation, 0, 0);
  define_method(w, klass, "indentation=", emitter_set_indentation, 1, 1);
  define_method(w, klass, "line_width", emitter_line_width, 0, 0);
  define_method(w, klass, "line_width=", emitter_set_line_width, 1, 1);
  return Value::nil();
}

} // namespace

void init_psych_emitter(World& w) {
  define_method(w, w.c.Kernel, "__psych_emitter", k_psych_emitter, 1, 1, Visibility::Private);
}

} // namespace garnet::core
