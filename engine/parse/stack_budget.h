// stack_budget.h — the native stack a recursive walk over a program (the
// parser, the compiler's scope analysis and code generator) may use before it
// gives up with "stack level too deep": a number of bytes below the point
// where the walk starts, and, when the host gives one, a test of the stack it
// runs on (a pooled native stack nearly used up).
#pragma once

#include <cstddef>

namespace garnet::parse {

// The message of a walk that used up its budget (Ruby's SystemStackError's).
inline constexpr char kStackLevelTooDeep[] = "stack level too deep";

class StackBudget {
 public:
  // Native threads have 8 MiB of stack: 3 MiB leaves the rest to the code
  // around the walk. Natively a level of parentheses takes about 2.5 KB of
  // the parser's stack, so that about 1,200 levels parse (fewer under
  // sanitizers, which is why the budget counts bytes, not levels). On
  // WebAssembly the budget counts the linear-memory stack, which holds only
  // the locals whose address is taken, while the engine's own stack holds
  // the rest of each frame: 1 MiB keeps the walk within both.
#ifdef __EMSCRIPTEN__
  static constexpr size_t kDefaultBytes = 1u << 20;
#else
  static constexpr size_t kDefaultBytes = 3u << 20;
#endif
  // Whether the stack the walk runs on is nearly used up (host: the caller's).
  using NearlyFull = bool (*)(void* host);

  StackBudget() = default;
  explicit StackBudget(size_t bytes, NearlyFull nearly_full = nullptr, void* host = nullptr)
      : bytes_(bytes), nearly_full_(nearly_full), host_(host) {}

  // Counts from the caller's frame on.
  void start() { base_ = here(); }
  bool exhausted() const {
    return size_t(base_ - here()) > bytes_ || (nearly_full_ && nearly_full_(host_));
  }

 private:
  size_t bytes_ = kDefaultBytes;
  NearlyFull nearly_full_ = nullptr;
  void* host_ = nullptr;
  const char* base_ = here();

  static const char* here() { return static_cast<const char*>(__builtin_frame_address(0)); }
};

} // namespace garnet::parse
