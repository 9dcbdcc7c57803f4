// posix_terminal.cpp — io/console's terminal control on POSIX: the window
// size (TIOCGWINSZ/TIOCSWINSZ) and termios settings, changed the way
// CRuby's io/console changes them (cfmakeraw plus ECHOE/ECHOK off for raw;
// the echo flags together for echo and noecho), applied at once (TCSANOW).
#include "native/posix_terminal.h"

#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace garnet::native {

namespace {

using namespace platform;

constexpr tcflag_t kEchoFlags = ECHO | ECHOE | ECHOK | ECHONL;

bool is_terminal(void*, int fd) { return isatty(fd) == 1; }

int terminal_size(void*, int fd, int& rows, int& columns, bool set) {
  struct winsize size {};
  if (set) {
    size.ws_row = static_cast<unsigned short>(rows);
    size.ws_col = static_cast<unsigned short>(columns);
    if (ioctl(fd, TIOCSWINSZ, &size) != 0) return errno;
  }
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return errno;
  rows = size.ws_row;
  columns = size.ws_col;
  return 0;
}

int terminal_save(void*, int fd, std::string& settings) {
  struct termios t;
  if (tcgetattr(fd, &t) != 0) return errno;
  settings.assign(reinterpret_cast<const char*>(&t), sizeof t);
  return 0;
}

int terminal_restore(void*, int fd, const std::string& settings) {
  struct termios t;
  if (settings.size() != sizeof t) return EINVAL;
  std::memcpy(&t, settings.data(), sizeof t);
  return tcsetattr(fd, TCSANOW, &t) == 0 ? 0 : errno;
}

void make_raw(struct termios& t, bool keep_signals, int min_chars, int timeout_ds) {
  cfmakeraw(&t);
  t.c_lflag &= ~tcflag_t(ECHOE | ECHOK);
  t.c_cc[VMIN] = cc_t(min_chars);
  t.c_cc[VTIME] = cc_t(timeout_ds);
  if (keep_signals) {
    t.c_iflag |= BRKINT;
    t.c_lflag |= ISIG;
    t.c_oflag |= OPOST;
  }
}

int terminal_change(void*, int fd, unsigned changes, int min_chars, int timeout_ds) {
  struct termios t;
  if (tcgetattr(fd, &t) != 0) return -errno;
  bool settings_change = changes & (kTerminalRaw | kTerminalCooked | kTerminalEchoOff | kTerminalEchoOn);
  if (changes & kTerminalRaw) make_raw(t, changes & kTerminalKeepSignals, min_chars, timeout_ds);
  if (changes & kTerminalCooked) {
    t.c_iflag |= BRKINT | ISTRIP | ICRNL | IXON;
    t.c_oflag |= OPOST;
    t.c_lflag |= kEchoFlags | ICANON | ISIG | IEXTEN;
  }
  if (changes & kTerminalEchoOff) t.c_lflag &= ~kEchoFlags;
  if (changes & kTerminalEchoOn) t.c_lflag |= kEchoFlags;
  if (settings_change && tcsetattr(fd, TCSANOW, &t) != 0) return -errno;
  int flush = (changes & kTerminalFlushInput) && (changes & kTerminalFlushOutput) ? TCIOFLUSH
              : (changes & kTerminalFlushInput)                                   ? TCIFLUSH
              : (changes & kTerminalFlushOutput)                                  ? TCOFLUSH
                                                                                  : -1;
  if (flush >= 0 && tcflush(fd, flush) != 0) return -errno;
  return (t.c_lflag & (ECHO | ECHONL)) != 0 ? 1 : 0;
}

} // namespace

void add_posix_terminal(platform::Platform& p) {
  p.is_terminal = is_terminal;
  p.terminal_size = terminal_size;
  p.terminal_save = terminal_save;
  p.terminal_restore = terminal_restore;
  p.terminal_change = terminal_change;
}

} // namespace garnet::native
