// psych_parser.cpp — the native half of Psych::Parser (engine/lib/psych.rb)
// on libyaml. A parser object holds a yaml_parser_t; Ruby starts it on a
// String's bytes and pulls events one at a time, each as an Array
// [name, start_line, start_column, end_line, end_column, *arguments] where
// name is the handler method (:scalar, :start_mapping...) and the arguments
// are the handler's; a syntax error comes as [:error, line, column, offset,
// problem, context]. libyaml parses with explicit stacks, so deep nesting
// costs no C++ stack. Kernel#__psych_parser(klass) gives klass these
// natives; Kernel#__libyaml_version says which libyaml is linked.
#include <yaml.h>

#include "core/core.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

struct YamlParser {
  yaml_parser_t parser;
  std::string input; // libyaml reads from here while parsing
  YamlParser() { yaml_parser_initialize(&parser); }
  ~YamlParser() { yaml_parser_delete(&parser); }
};

void free_parser(void* p) { delete static_cast<YamlParser*>(p); }
const DataType kParserType = {"Psych::Parser", nullptr, free_parser};

Value allocate_parser(Context& cx, Class* klass) { return new_data(cx, klass, &kParserType, new YamlParser); }

YamlParser* parser_of(Context& cx, Value self) {
  if (is_type(self, Type::Data) && self.as<Data>()->data_type == &kParserType)
    return static_cast<YamlParser*>(self.as<Data>()->ptr);
  raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Psych::Parser)",
         class_path(cx, real_class(cx, self)).c_str());
  return nullptr;
}

Value string_or_nil(Context& cx, const yaml_char_t* s) {
  return s ? new_string(cx, reinterpret_cast<const char*>(s)) : Value::nil();
}

Value mark_array(Context& cx, const yaml_mark_t& mark) {
  return new_array(cx, {new_integer(cx, int64_t(mark.index)), new_integer(cx, int64_t(mark.line)),
                        new_integer(cx, int64_t(mark.column))});
}

// A sequence's or mapping's start: anchor, tag, implicit, style.
template <typename Start>
void push_collection_start(Context& cx, const Start& start, std::vector<Value>& out) {
  out.push_back(string_or_nil(cx, start.anchor));
  out.push_back(string_or_nil(cx, start.tag));
  out.push_back(Value::boolean(start.implicit != 0));
  out.push_back(Value::fixnum(int64_t(start.style)));
}

// The handler's arguments for `event`, after its name and location.
void append_arguments(Context& cx, const yaml_event_t& event, std::vector<Value>& out) {
  auto boolean = [](int b) { return Value::boolean(b != 0); };
  switch (event.type) {
  case YAML_STREAM_START_EVENT:
    out.push_back(Value::fixnum(int64_t(event.data.stream_start.encoding)));
    break;
  case YAML_DOCUMENT_START_EVENT: {
    const auto& start = event.data.document_start;
    std::vector<Value> version;
    if (start.version_directive) {
      version.push_back(Value::fixnum(start.version_directive->major));
      version.push_back(Value::fixnum(start.version_directive->minor));
    }
    std::vector<Value> tags;
    for (yaml_tag_directive_t* tag = start.tag_directives.start; tag && tag != start.tag_directives.end; ++tag)
      tags.push_back(new_array(cx, {string_or_nil(cx, tag->handle), string_or_nil(cx, tag->prefix)}));
    out.push_back(new_array(cx, std::move(version)));
    out.push_back(new_array(cx, std::move(tags)));
    out.push_back(boolean(start.implicit));
    break;
  }
  case YAML_DOCUMENT_END_EVENT:
    out.push_back(boolean(event.data.document_end.implicit));
    break;
  case YAML_ALIAS_EVENT:
    out.push_back(string_or_nil(cx, event.data.alias.anchor));
    break;
  case YAML_SCALAR_EVENT: {
    const auto& scalar = event.data.scalar;
    out.push_back(new_string(cx, std::string_view(reinterpret_cast<const char*>(scalar.value), scalar.length)));
    out.push_back(string_or_nil(cx, scalar.anchor));
    out.push_back(string_or_nil(cx, scalar.tag));
    out.push_back(boolean(scalar.plain_implicit));
    out.push_back(boolean(scalar.quoted_implicit));
    out.push_back(Value::fixnum(int64_t(scalar.style)));
    break;
  }
  case YAML_SEQUENCE_START_EVENT: push_collection_start(cx, event.data.sequence_start, out); break;
  case YAML_MAPPING_START_EVENT: push_collection_start(cx, event.data.mapping_start, out); break;
  default:
    break;
  }
}

const char* handler_method(yaml_event_type_t type) {
  switch (type) {
  case YAML_STREAM_START_EVENT: return "start_stream";
  case YAML_STREAM_END_EVENT: return "end_stream";
  case YAML_DOCUMENT_START_EVENT: return "start_document";
  case YAML_DOCUMENT_END_EVENT: return "end_document";
  case YAML_ALIAS_EVENT: return "alias";
  case YAML_SCALAR_EVENT: return "scalar";
  case YAML_SEQUENCE_START_EVENT: return "start_sequence";
  case YAML_SEQUENCE_END_EVENT: return "end_sequence";
  case YAML_MAPPING_START_EVENT: return "start_mapping";
  case YAML_MAPPING_END_EVENT: return "end_mapping";
  default: return nullptr;
  }
}

// [:error, line, column, offset, problem, context]: what Psych::SyntaxError
// is made of (lines and columns counted from 1, at the error's context).
Value error_event(Context& cx, const yaml_parser_t& parser) {
  if (parser.error == YAML_MEMORY_ERROR) return raise(cx, cx.world->c.NoMemoryError, "failed to allocate memory");
  return new_array(cx, {symbol_value(cx, "error"), new_integer(cx, int64_t(parser.context_mark.line) + 1),
                        new_integer(cx, int64_t(parser.context_mark.column) + 1),
                        new_integer(cx, int64_t(parser.problem_offset)), string_or_nil(cx, reinterpret_cast<const yaml_char_t*>(parser.problem)),
                        string_or_nil(cx, reinterpret_cast<const yaml_char_t*>(parser.context))});
}

// __parse_start(bytes, encoding): parses `bytes` from the start, in the
// given Psych::Parser encoding (ANY: libyaml detects it).
NATIVE(parser_start) {
  YamlParser* p = parser_of(cx, self);
  if (!p) return Value::undef();
  Value bytes = implicit_string(cx, argv[0]);
  if (bytes.is_undef()) return bytes;
  int64_t encoding = 0;
  if (!to_int64(cx, argv[1], encoding)) return Value::undef();
  yaml_parser_delete(&p->parser);
  yaml_parser_initialize(&p->parser);
  p->input = str(bytes);
  yaml_parser_set_input_string(&p->parser, reinterpret_cast<const unsigned char*>(p->input.data()), p->input.size());
  if (encoding != YAML_ANY_ENCODING) yaml_parser_set_encoding(&p->parser, yaml_encoding_t(encoding));
  return Value::nil();
}

// __next_event: the next event's Array, or nil after the stream's end.
NATIVE(parser_next_event) {
  YamlParser* p = parser_of(cx, self);
  if (!p) return Value::undef();
  yaml_event_t event;
  if (!yaml_parser_parse(&p->parser, &event)) return error_event(cx, p->parser);
  const char* name = handler_method(event.type);
  if (!name) {
    yaml_event_delete(&event);
    return Value::nil();
  }
  std::vector<Value> items = {symbol_value(cx, name), new_integer(cx, int64_t(event.start_mark.line)),
                              new_integer(cx, int64_t(event.start_mark.column)),
                              new_integer(cx, int64_t(event.end_mark.line)),
                              new_integer(cx, int64_t(event.end_mark.column))};
  append_arguments(cx, event, items);
  yaml_event_delete(&event);
  return new_array(cx, std::move(items));
}

// __mark: [index, line, column] where the parser reads.
NATIVE(parser_mark) {
  YamlParser* p = parser_of(cx, self);
  return p ? mark_array(cx, p->parser.mark) : Value::undef();
}

NATIVE(k_psych_parser) {
  Class* klass = natives_target(cx, argv[0], "__psych_parser");
  if (!klass) return Value::undef();
  World& w = *cx.world;
  klass->allocator = allocate_parser;
  define_method(w, klass, "__parse_start", parser_start, 2, 2, Visibility::Private);
  define_method(w, klass, "__next_event", parser_next_event, 0, 0, Visibility::Private);
  define_method(w, klass, "__mark", parser_mark, 0, 0, Visibility::Private);
  return Value::nil();
}

NATIVE(k_libyaml_version) {
  int major = 0, minor = 0, patch = 0;
  yaml_get_version(&major, &minor, &patch);
  return new_array(cx, {Value::fixnum(major), Value::fixnum(minor), Value::fixnum(patch)});
}

} // namespace

void init_psych_parser(World& w) {
  define_method(w, w.c.Kernel, "__psych_parser", k_psych_parser, 1, 1, Visibility::Private);
  define_method(w, w.c.Kernel, "__libyaml_version", k_libyaml_version, 0, 0, Visibility::Private);
}

} // namespace garnet::core
