// command_line.cpp — the `garnet` command's switches (include/garnet/
// command_line.h): parsing them as ruby(1) does (clustered single-letter
// switches, an argument in the same word or the next), reading the program,
// the -x / -n / -p / -l / -a rewriting of its source, and running it.
#include "garnet/command_line.h"

#include <algorithm>
#include <iterator>

#include "vm/world.h"

namespace garnet {

namespace {

const char* kUsage =
    "Usage: garnet [switches] [--] [programfile] [arguments]\n"
    "  -0[octal]         specify record separator (\\0, if no argument)\n"
    "  -a                autosplit mode with -n or -p (splits $_ into $F)\n"
    "  -c                check syntax only\n"
    "  -d                set debugging flags (set $DEBUG to true)\n"
    "  -e 'command'      one line of script. Several -e's allowed. Omit [programfile]\n"
    "  -Fpattern         split() pattern for autosplit (-a)\n"
    "  -Idirectory       specify $LOAD_PATH directory (may be used more than once)\n"
    "  -l                enable line ending processing\n"
    "  -n                assume 'while gets(); ... end' loop around your script\n"
    "  -p                assume loop like -n but print line also like sed\n"
    "  -rlibrary         require the library before executing your script\n"
    "  -v                print the version number, then turn on verbose mode\n"
    "  -w                turn warnings on for your script\n"
    "  -W[level=2]       set warning level; 0=silence, 1=medium, 2=verbose\n"
    "  -W:[no-]category  turn a warning category on or off (deprecated, experimental, performance)\n"
    "  -x[directory]     strip off text before #!ruby line\n"
    "  -h, --help        show this message\n"
    "  --version         print the version number\n"
    "  --dump-bytecode   print the compiled bytecode instead of running\n"
    "  --disable-gems    do not load RubyGems (installed gems are then not found)\n"
    "  --enable=..., --disable=..., --jit, --yjit: accepted, no effect beyond gems\n";

std::string version_line() { return description() + "\n"; }

std::string invalid(const std::string& option) {
  return "garnet: invalid option " + option + "  (-h will show valid options) (RuntimeError)\n";
}

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

constexpr uint32_t kDefaultWarningBits = (1u << vm::kWarnDeprecated) | (1u << vm::kWarnExperimental);

void set_warning_categories(RunOptions& run, uint32_t bits, bool on) {
  run.warning_categories_set |= bits;
  run.warning_categories_on = on ? run.warning_categories_on | bits : run.warning_categories_on & ~bits;
}

// -W level: $VERBOSE, and the categories that level turns on or off.
void set_warning_level(RunOptions& run, int level) {
  run.verbose = level;
  if (level == 0) set_warning_categories(run, kDefaultWarningBits, false);
  else if (level == 1) set_warning_categories(run, 1u << vm::kWarnDeprecated, false);
  else set_warning_categories(run, kDefaultWarningBits, true);
}

// -W:NAME or -W:no-NAME (`spec` after the colon); a NAME may be shortened,
// as in ruby(1).
void set_warning_category(CommandLine& out, const std::string& spec) {
  bool on = !starts_with(spec, "no-");
  std::string name = on ? spec : spec.substr(3);
  for (uint32_t i = 0; i < std::size(vm::kWarningCategoryNames); i++)
    if (!name.empty() && std::string(vm::kWarningCategoryNames[i]).rfind(name, 0) == 0) {
      set_warning_categories(out.run, 1u << i, on);
      return;
    }
  out.warnings.push_back("garnet: warning: unknown warning category: '" + name + "'\n");
}

// --disable-gems, --enable-gems and the lists of --disable=/--enable=
// (gems, all): whether RubyGems loads on demand. True when `a` was one.
bool gems_switch(const std::string& a, CommandLine& out) {
  bool disable = starts_with(a, "--disable");
  std::string features;
  if (a == "--disable-gems" || a == "--enable-gems" || a == "--disable-all" || a == "--enable-all")
    features = a.substr(disable ? 10 : 9);
  else if (starts_with(a, "--disable=") || starts_with(a, "--enable="))
    features = a.substr(a.find('=') + 1);
  else
    return false;
  for (size_t at = 0; at <= features.size();) {
    size_t comma = std::min(features.find(',', at), features.size());
    std::string feature = features.substr(at, comma - at);
    if (feature == "gems" || feature == "all") out.run.rubygems = !disable;
    at = comma + 1;
  }
  return true;
}

// Long switches that ruby(1) takes and that change nothing here (there is
// no JIT to enable).
bool accepted_no_op(const std::string& a) {
  static const char* const exact[] = {"--jit", "--yjit", "--disable-did_you_mean", "--disable-error_highlight",
                                      "--disable-frozen-string-literal"};
  for (const char* e : exact)
    if (a == e) return true;
  return starts_with(a, "--yjit-") ||
         starts_with(a, "--jit-") || starts_with(a, "--encoding=") || starts_with(a, "--external-encoding=") ||
         starts_with(a, "--internal-encoding=");
}

// -0[octal]: the record separator ($/).
void record_separator(CommandLine& out, const std::string& digits) {
  if (digits.empty()) {
    out.run.record_separator = std::string(1, '\0');
    return;
  }
  unsigned long code = std::stoul(digits, nullptr, 8);
  if (code >= 0400) out.run.record_separator.reset(); // -0777: read whole files
  else if (code == 0) out.run.record_separator = std::string(); // -00: paragraph mode
  else out.run.record_separator = std::string(1, char(code));
}

// One word of single-letter switches ("-lane", "-Ilib", "-W0"); `next`
// hands out the following word for a switch whose argument is there.
bool parse_cluster(const std::string& word, CommandLine& out, std::string& error,
                   const std::vector<std::string>& argv, size_t& i) {
  for (size_t k = 1; k < word.size(); k++) {
    char c = word[k];
    std::string rest = word.substr(k + 1);
    auto argument = [&](const char* what) -> bool {
      if (!rest.empty()) return true;
      if (i + 1 < argv.size()) {
        rest = argv[++i];
        return true;
      }
      error = std::string("garnet: no ") + what + " (RuntimeError)\n";
      return false;
    };
    switch (c) {
      case 'a': out.split_lines = true; break;
      case 'c': out.check_syntax = true; break;
      case 'd': out.run.debug = true; break;
      case 'l': out.chomp_lines = true; out.run.output_record_separator = true; break;
      case 'n': out.loop_lines = true; break;
      case 'p': out.print_lines = true; break;
      case 'w': set_warning_level(out.run, 2); break;
      case 'h': out.show_help = true; return true;
      case 'v': out.show_version = true; set_warning_level(out.run, 2); break;
      case 'x': out.skip_to_shebang = true; return true; // a folder after -x is not supported
      case 'W':
        if (rest.empty()) set_warning_level(out.run, 2);
        else if (rest[0] == ':') set_warning_category(out, rest.substr(1));
        else if (rest[0] >= '0' && rest[0] <= '2') set_warning_level(out.run, rest[0] - '0');
        else {
          error = invalid(word);
          return false;
        }
        return true;
      case '0': {
        size_t n = 0;
        while (n < rest.size() && n < 3 && rest[n] >= '0' && rest[n] <= '7') n++;
        record_separator(out, rest.substr(0, n));
        k += n;
        break;
      }
      case 'e':
        if (!argument("code specified for -e")) return false;
        out.code.push_back(rest);
        return true;
      case 'I':
        if (!argument("include path given")) return false;
        out.run.load_path.push_back(rest);
        return true;
      case 'r':
        if (!argument("library given")) return false;
        out.run.libraries.push_back(rest);
        return true;
      case 'F':
        out.run.field_separator = rest;
        return true;
      case 'E':
        if (!argument("encoding name")) return false; // only UTF-8 sources and streams
        return true;
      default:
        error = invalid(std::string("-") + c);
        return false;
    }
  }
  return true;
}

// The program's own text as it runs: with -x, from its "#!...ruby" line
// (the lines before it are left empty, so line numbers stay the file's);
// with -n / -p, inside the loop over the lines read (on the program's first
// line, so its line numbers stay too).
std::string program_text(const CommandLine& line, std::string source) {
  if (line.skip_to_shebang) {
    size_t at = 0;
    std::string blanks;
    while (at < source.size()) {
      size_t nl = source.find('\n', at);
      std::string text = source.substr(at, nl == std::string::npos ? std::string::npos : nl - at);
      if (starts_with(text, "#!") && text.find("ruby") != std::string::npos) break;
      blanks += '\n';
      at = nl == std::string::npos ? source.size() : nl + 1;
    }
    source = blanks + source.substr(at);
  }
  if (!line.loop_lines && !line.print_lines) return source;
  std::string head = "while gets;";
  if (line.chomp_lines) head += "$_.chomp!;";
  if (line.split_lines) head += "$F = $_.split;";
  std::string tail = line.print_lines ? "\n;print $_\nend\n" : "\nend\n";
  return head + source + tail;
}

void write(const platform::Platform& p, int fd, const std::string& text) {
  if (p.write) p.write(p.user, fd, text.data(), text.size());
}

} // namespace

bool parse_command_line(const std::vector<std::string>& argv, CommandLine& out, std::string& error) {
  size_t i = 0;
  for (; i < argv.size(); i++) {
    const std::string& a = argv[i];
    if (a == "--") {
      i++;
      break;
    }
    if (a.size() < 2 || a[0] != '-') break; // the program file, or "-"
    if (a == "--dump-bytecode") out.dump_bytecode = true;
    else if (a == "--version") out.show_version = out.version_only = true;
    else if (a == "--help") out.show_help = true;
    else if (a == "--verbose") set_warning_level(out.run, 2);
    else if (a == "--debug") out.run.debug = true;
    else if (gems_switch(a, out) || accepted_no_op(a)) continue;
    else if (a[1] == '-') {
      error = invalid(a);
      return false;
    } else if (!parse_cluster(a, out, error, argv, i)) return false;
    if (out.show_help) return true;
  }
  if (out.show_version && out.code.empty() && i >= argv.size() && !out.version_only)
    out.version_only = true; // -v alone prints the version and exits
  if (out.code.empty() && i < argv.size()) out.script = argv[i++];
  if (out.code.empty() && out.script.empty()) out.script = "-"; // none, or "": standard input
  out.run.args.assign(argv.begin() + long(i), argv.end());
  return true;
}

int run_command_line(VM& vm, const platform::Platform& p, const CommandLine& line) {
  if (line.show_help) {
    write(p, 1, kUsage);
    return 0;
  }
  for (const std::string& warning : line.warnings) write(p, 2, warning);
  if (line.show_version) write(p, 1, version_line());
  if (line.version_only) return 0;
  RunOptions options = line.run;
  std::string source;
  if (!line.code.empty()) {
    for (const std::string& l : line.code) source += l + "\n";
    options.filename = "-e";
  } else if (line.script == "-") {
    options.filename = "-";
    if (p.read_all) source = p.read_all(p.user);
  } else {
    options.filename = line.script;
    if (!p.read_file || !p.read_file(p.user, line.script, source)) {
      write(p, 2, "garnet: No such file or directory -- " + line.script + " (LoadError)\n");
      return 1;
    }
  }
  source = program_text(line, std::move(source));
  if (line.dump_bytecode) {
    std::string listing = vm.dump_bytecode(source, options.filename);
    if (listing.empty()) return 1;
    write(p, 1, listing);
    return 0;
  }
  if (line.check_syntax) {
    if (!vm.check_syntax(source, options.filename, options.verbose)) return 1;
    write(p, 1, "Syntax OK\n");
    return 0;
  }
  return vm.run(source, options);
}

} // namespace garnet
