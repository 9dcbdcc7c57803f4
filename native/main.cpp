// main.cpp — the `garnet` command: ruby(1)'s switches and program forms
// (include/garnet/command_line.h) on the POSIX platform, with Ruby's standard
// library found beside the executable and the system's installed libraries
// after it (standard_library.h).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "garnet/command_line.h"
#include "native/platform_posix.h"
#include "native/standard_library.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define GARNET_SANITIZED 1
#endif
#endif

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
  int status = garnet::run_command_line(vm, platform, line);
#ifndef GARNET_SANITIZED
  // The program has ended and its output is written: the process ends
  // without taking the heap apart object by object. The system frees it at
  // once, where the teardown would touch every page (in a forked child, copy
  // every page of the parent's heap first). Sanitizer builds tear down, so
  // that their leak checks see everything freed.
  std::fflush(nullptr);
  std::_Exit(status);
#endif
  return status;
}
