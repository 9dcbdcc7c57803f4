// command_line.h — the `garnet` command's arguments, as ruby(1) takes them
// (-e, -I, -r, -w, -W, -c, -n, -p, -l, -a, -0, -F, -x, -d, -v, -h, the
// accepted no-op switches such as --disable-gems), and running what they
// say. Shared by the native CLI and the WebAssembly one (garnet-node.mjs),
// so that both take the same switches.
#pragma once

#include <string>
#include <vector>

#include "garnet/garnet.h"

namespace garnet {

struct CommandLine {
  RunOptions run;                  // ARGV, load path, requires, $VERBOSE...
  std::vector<std::string> code;   // -e lines (the program, when any)
  std::string script;              // the file to run; "-" reads standard input
  bool dump_bytecode = false;      // --dump-bytecode
  bool check_syntax = false;       // -c
  bool show_version = false;       // -v / --version
  bool version_only = false;       // --version, or -v with no program
  bool show_help = false;          // -h / --help
  bool loop_lines = false;         // -n: the program runs for each line read
  bool print_lines = false;        // -p: -n, printing $_ after each
  bool chomp_lines = false;        // -l: each line read is chomped
  bool split_lines = false;        // -a: $F = $_.split
  bool skip_to_shebang = false;    // -x: the program starts at its "#!...ruby" line
  std::vector<std::string> warnings; // about the switches themselves, written before the program runs
};

// Parses argv (without the command's own name). False with `error` set to
// the report the command prints (then it exits with status 1).
bool parse_command_line(const std::vector<std::string>& argv, CommandLine& out, std::string& error);

// Does what the command line says on `vm` (the program read from its file
// or standard input through the platform): the exit status.
int run_command_line(VM& vm, const platform::Platform& platform, const CommandLine& line);

} // namespace garnet
