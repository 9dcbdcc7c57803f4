// main.cpp — the `garnet` command-line interface: run a file, -e code or
// stdin, print the version or usage, or dump bytecode.
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "garnet/garnet.h"
#include "native/platform_posix.h"

namespace {

const char* kUsage =
    "Usage: garnet [options] [--] [FILE | -e CODE | -] [ARGS...]\n"
    "  -e CODE           run CODE (several -e lines are joined)\n"
    "  -                 read the script from standard input\n"
    "  --dump-bytecode   print the compiled bytecode instead of running\n"
    "  -v, --version     print the version\n"
    "  -h, --help        print this help\n";

std::string version_line() {
  return std::string("garnet ") + garnet::kVersion + " (Ruby 4.0.0 compatible)\n";
}

bool read_stream(std::istream& in, std::string& out) {
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

} // namespace

int main(int argc, char** argv) {
  std::vector<std::string> code_lines;
  bool dump = false;
  int i = 1;
  for (; i < argc; i++) {
    std::string a = argv[i];
    if (a == "-e" && i + 1 < argc) {
      code_lines.push_back(argv[++i]);
    } else if (a == "--dump-bytecode") {
      dump = true;
    } else if (a == "-v" || a == "--version") {
      std::fputs(version_line().c_str(), stdout);
      if (a == "--version" || (code_lines.empty() && i + 1 >= argc)) return 0;
    } else if (a == "-h" || a == "--help") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (a == "--") {
      i++;
      break;
    } else if (a.size() > 1 && a[0] == '-' && a != "-") {
      std::fprintf(stderr, "garnet: invalid option %s  (-h will show valid options) (RuntimeError)\n", a.c_str());
      return 1;
    } else {
      break;
    }
  }
  std::string source;
  garnet::RunOptions options;
  if (!code_lines.empty()) {
    for (const std::string& l : code_lines) source += l + "\n";
    options.filename = "-e";
  } else if (i < argc) {
    std::string file = argv[i++];
    options.filename = file;
    if (file == "-") {
      read_stream(std::cin, source);
    } else {
      std::ifstream in(file, std::ios::binary);
      if (!in) {
        std::fprintf(stderr, "garnet: No such file or directory -- %s (LoadError)\n", file.c_str());
        return 1;
      }
      read_stream(in, source);
    }
  } else {
    options.filename = "-";
    read_stream(std::cin, source);
  }
  for (; i < argc; i++) options.args.push_back(argv[i]);

  garnet::platform::Platform platform = garnet::native::posix_platform();
  garnet::VM vm(platform);
  if (dump) {
    std::string listing = vm.dump_bytecode(source, options.filename);
    if (listing.empty()) return 1;
    std::fputs(listing.c_str(), stdout);
    return 0;
  }
  return vm.run(source, options);
}
