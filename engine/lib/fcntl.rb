# fcntl.so for Garnet: the Fcntl module's constants for IO#fcntl, with
# Linux's values, which musl (the WebAssembly build's C library) shares.
module Fcntl
  VERSION = "1.3.0"

  F_DUPFD = 0
  F_GETFD = 1
  F_SETFD = 2
  F_GETFL = 3
  F_SETFL = 4
  F_GETLK = 5
  F_SETLK = 6
  F_SETLKW = 7
  F_SETPIPE_SZ = 1031
  F_GETPIPE_SZ = 1032
  FD_CLOEXEC = 1
  F_RDLCK = 0
  F_WRLCK = 1
  F_UNLCK = 2
  O_RDONLY = 0
  O_WRONLY = 1
  O_RDWR = 2
  O_ACCMODE = 3
  O_CREAT = 0o100
  O_EXCL = 0o200
  O_NOCTTY = 0o400
  O_TRUNC = 0o1000
  O_APPEND = 0o2000
  O_NONBLOCK = 0o4000
  O_NDELAY = O_NONBLOCK
end
