// main.cpp — the `garnet` command: ruby(1)'s switches and program forms
// (include/garnet/command_line.h) on the POSIX platform, with Ruby's standard
// library found beside the executable and the system's installed libraries
// after it (standard_library.h).
#include <cstdio>
#include <string>
#include <vector>

#include "garnet/command_line.h"
#include "native/platform_posix.h"
#include "native/standard_library.h"

int main(int argc, char** argv) {
  garnet::CommandLine line;
  std::string error;
  if (!garnet::parse_command_line(std::vector<std::string>(argv + 1, argv + argc), line, error)) {
    std::fputs(error.c_str(), stderr);
    return 1;
  }
  line.run.standard_library = garnet::native::find_standard_library();
  line.run.system_library = garnet::native::find_system_library();
  garnet::platform::Platform platform = garnet::native::posix_platform();
  garnet::VM vm(platform);
  return garnet::run_command_line(vm, platform, line);
}
