// native_stack.cpp — native stacks for the POSIX platform: mmap'd stacks
// with a guard page (MADV_GUARD_INSTALL where the kernel has it, mprotect
// otherwise) and the context switch between them: hand-written on x86-64,
// ucontext elsewhere. Switches are announced to AddressSanitizer and
// ThreadSanitizer so sanitizer builds follow them.
#include "native/native_stack.h"

#include <cstdint>
#include <cstring>
#include <pthread.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GARNET_ASAN 1
#endif
#if __has_feature(thread_sanitizer)
#define GARNET_TSAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define GARNET_ASAN 1
#endif
#if defined(__SANITIZE_THREAD__)
#define GARNET_TSAN 1
#endif

#ifdef GARNET_ASAN
extern "C" void __sanitizer_start_switch_fiber(void** fake_stack_save, const void* bottom, size_t size);
extern "C" void __sanitizer_finish_switch_fiber(void* fake_stack_save, const void** bottom_old, size_t* size_old);
#endif
#ifdef GARNET_TSAN
extern "C" void* __tsan_get_current_fiber();
extern "C" void* __tsan_create_fiber(unsigned flags);
extern "C" void __tsan_destroy_fiber(void* fiber);
extern "C" void __tsan_switch_to_fiber(void* fiber, unsigned flags);
#endif

#ifndef MADV_GUARD_INSTALL
#define MADV_GUARD_INSTALL 102
#endif

extern "C" void* __libc_stack_end; // the main thread's stack pointer at start (glibc)

namespace garnet::platform {

struct NativeStack {
  void* sp = nullptr;          // saved stack pointer (x86-64)
#if !defined(__x86_64__)
  ucontext_t context;
#endif
  char* mapping = nullptr;     // null for a thread's own stack
  size_t mapping_size = 0;
  const char* bottom = nullptr; // lowest usable address
  size_t size = 0;
  void (*entry)(void*) = nullptr;
  void* arg = nullptr;
  void* fake_stack = nullptr;  // ASan's bookkeeping
  void* tsan_fiber = nullptr;
};

} // namespace garnet::platform

namespace garnet::native {

using platform::NativeStack;

namespace {

constexpr size_t kStackSize = 1024 * 1024;

void announce_switch(NativeStack* from, NativeStack* to) {
#ifdef GARNET_ASAN
  __sanitizer_start_switch_fiber(&from->fake_stack, to->bottom, to->size);
#endif
#ifdef GARNET_TSAN
  __tsan_switch_to_fiber(to->tsan_fiber, 0);
#endif
  (void)from;
  (void)to;
}

void arrived(NativeStack* here) {
#ifdef GARNET_ASAN
  __sanitizer_finish_switch_fiber(here ? here->fake_stack : nullptr, nullptr, nullptr);
#endif
  (void)here;
}

// First code run on a new stack.
[[noreturn]] void start(NativeStack* self) {
  arrived(nullptr);
  self->entry(self->arg);
  __builtin_trap(); // entry switches away for good; it never returns
}

} // namespace

} // namespace garnet::native

#if defined(__x86_64__)
// garnet_stack_swap(void** save_sp, void* new_sp): saves the callee-saved
// registers and the FPU control words on the current stack, stores the
// stack pointer, and resumes the stack at new_sp.
asm(R"(
  .text
  .globl garnet_stack_swap
  .type garnet_stack_swap, @function
garnet_stack_swap:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size garnet_stack_swap, .-garnet_stack_swap

  .globl garnet_stack_trampoline
  .type garnet_stack_trampoline, @function
garnet_stack_trampoline:
  movq %r13, %rdi
  callq *%r12
  ud2
  .size garnet_stack_trampoline, .-garnet_stack_trampoline
)");
extern "C" void garnet_stack_swap(void** save_sp, void* new_sp);
extern "C" void garnet_stack_trampoline();
#endif

namespace garnet::native {

namespace {

void prepare(NativeStack* s) {
#if defined(__x86_64__)
  // The frame garnet_stack_swap pops: FPU words, r15..r12 (r12 = the start
  // function, r13 = its argument), rbx, rbp, then the trampoline as the
  // return address, placed so that the trampoline's call is 16-byte aligned.
  uintptr_t top = (uintptr_t(s->bottom) + s->size) & ~uintptr_t(15);
  uint64_t* sp = reinterpret_cast<uint64_t*>(top);
  *--sp = uint64_t(uintptr_t(&garnet_stack_trampoline));
  *--sp = 0;                                  // rbp
  *--sp = 0;                                  // rbx
  *--sp = uint64_t(uintptr_t(&start));        // r12
  *--sp = uint64_t(uintptr_t(s));             // r13
  *--sp = 0;                                  // r14
  *--sp = 0;                                  // r15
  *--sp = 0x037F'0000'1F80ull;                // mxcsr (low), x87 control word (high)
  s->sp = sp;
#else
  getcontext(&s->context);
  s->context.uc_stack.ss_sp = const_cast<char*>(s->bottom);
  s->context.uc_stack.ss_size = s->size;
  s->context.uc_link = nullptr;
  makecontext(&s->context, reinterpret_cast<void (*)()>(&start), 1, s);
#endif
}

NativeStack* stack_new(void*, void (*entry)(void*), void* arg, size_t bytes) {
  size_t page = size_t(sysconf(_SC_PAGESIZE));
  size_t size = bytes ? (bytes + page - 1) / page * page : kStackSize;
  size_t total = size + page;
  void* mem = mmap(nullptr, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mem == MAP_FAILED) return nullptr;
  char* base = static_cast<char*>(mem);
  // The guard page below the stack: one VMA with MADV_GUARD_INSTALL, two with mprotect.
  if (madvise(base, page, MADV_GUARD_INSTALL) != 0 && mprotect(base, page, PROT_NONE) != 0) {
    munmap(mem, total);
    return nullptr;
  }
  NativeStack* s = new NativeStack();
  s->mapping = base;
  s->mapping_size = total;
  s->bottom = base + page;
  s->size = size;
  s->entry = entry;
  s->arg = arg;
#ifdef GARNET_TSAN
  s->tsan_fiber = __tsan_create_fiber(0);
#endif
  prepare(s);
  return s;
}

// The main thread's stack as pthread_getattr_np gives it, without the read
// of /proc/self/maps that it makes for that thread (about 75 µs, a few
// percent of a start): the stack may grow to RLIMIT_STACK below its top,
// and its top is just above the program's file name, the first string the
// kernel put on it. False, to ask pthread_getattr_np, for any other thread
// or a stack that is not laid out that way.
bool main_thread_stack(const char*& bottom, size_t& size) {
  if (getpid() != gettid()) return false;
  struct rlimit limit;
  if (getrlimit(RLIMIT_STACK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur > (size_t(1) << 30))
    return false;
  auto* file_name = reinterpret_cast<const char*>(getauxval(AT_EXECFN));
  if (!file_name) return false;
  uintptr_t page = uintptr_t(sysconf(_SC_PAGESIZE));
  uintptr_t top = (uintptr_t(file_name) + std::strlen(file_name) + 1 + page - 1) & ~(page - 1);
  // The start's stack pointer is below the arguments and environment, at
  // most a quarter of the limit (the kernel's cap on them) under the top.
  uintptr_t start = uintptr_t(__libc_stack_end);
  if (start >= top || top - start > limit.rlim_cur / 4 + 64 * 1024) return false;
  uintptr_t lowest = top - (limit.rlim_cur & ~(page - 1));
  uintptr_t start_page_end = (start & ~(page - 1)) + page;
  bottom = reinterpret_cast<const char*>(lowest);
  size = start_page_end - lowest;
  return true;
}

// The calling thread's own stack: false when it is unknown.
bool own_stack(const char*& bottom, size_t& size) {
  if (main_thread_stack(bottom, size)) return true;
  pthread_attr_t attr;
  bool known = false;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    void* addr;
    if (pthread_attr_getstack(&attr, &addr, &size) == 0) {
      bottom = static_cast<const char*>(addr);
      known = true;
    }
    pthread_attr_destroy(&attr);
  }
  return known;
}

NativeStack* stack_of_thread(void*) {
  NativeStack* s = new NativeStack();
  const char* bottom;
  size_t size;
  if (own_stack(bottom, size)) {
    s->bottom = bottom;
    s->size = size;
  }
#ifdef GARNET_TSAN
  s->tsan_fiber = __tsan_get_current_fiber();
#endif
  return s;
}

void stack_switch(void*, NativeStack* from, NativeStack* to) {
  announce_switch(from, to);
#if defined(__x86_64__)
  garnet_stack_swap(&from->sp, to->sp);
#else
  swapcontext(&from->context, &to->context);
#endif
  arrived(from);
}

void stack_free(void*, NativeStack* s) {
  if (s->mapping) {
#ifdef GARNET_TSAN
    __tsan_destroy_fiber(s->tsan_fiber);
#endif
    munmap(s->mapping, s->mapping_size);
  }
  delete s;
}

const char* stack_limit(void*, NativeStack* s) { return s->bottom; }

const char* thread_stack_limit(void*) {
  const char* bottom;
  size_t size;
  return own_stack(bottom, size) ? bottom : nullptr;
}

} // namespace

void add_native_stacks(platform::Platform& p) {
  p.stack_new = stack_new;
  p.stack_of_thread = stack_of_thread;
  p.stack_switch = stack_switch;
  p.stack_free = stack_free;
  p.stack_limit = stack_limit;
  p.thread_stack_limit = thread_stack_limit;
}

} // namespace garnet::native
