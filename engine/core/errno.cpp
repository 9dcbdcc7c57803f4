// errno.cpp — the Errno module's SystemCallError subclasses (Errno::ENOENT
// and the others a file or socket call commonly fails with), each with its
// Errno constant (this platform's number), and SystemCallError#errno.
#include <cerrno>

#include "core/core.h"

namespace garnet::core {

using namespace vm;

namespace {

struct ErrnoClass {
  const char* name;
  int number;
  const char* message; // strerror's text, as glibc words it
};

constexpr ErrnoClass kErrnoClasses[] = {
    {"EPERM", EPERM, "Operation not permitted"},
    {"ENOENT", ENOENT, "No such file or directory"},
    {"ESRCH", ESRCH, "No such process"},
    {"EIO", EIO, "Input/output error"},
    {"ENOEXEC", ENOEXEC, "Exec format error"},
    {"EBADF", EBADF, "Bad file descriptor"},
    {"ECHILD", ECHILD, "No child processes"},
    {"EACCES", EACCES, "Permission denied"},
    {"EEXIST", EEXIST, "File exists"},
    {"ENOTDIR", ENOTDIR, "Not a directory"},
    {"EISDIR", EISDIR, "Is a directory"},
    {"EINVAL", EINVAL, "Invalid argument"},
    {"EMFILE", EMFILE, "Too many open files"},
    {"ENOSPC", ENOSPC, "No space left on device"},
    {"EPIPE", EPIPE, "Broken pipe"},
    {"EAGAIN", EAGAIN, "Resource temporarily unavailable"},
    {"ENAMETOOLONG", ENAMETOOLONG, "File name too long"},
    {"ENOTEMPTY", ENOTEMPTY, "Directory not empty"},
    {"ENXIO", ENXIO, "No such device or address"},
    {"ESPIPE", ESPIPE, "Illegal seek"},
    {"ELOOP", ELOOP, "Too many levels of symbolic links"},
    {"EXDEV", EXDEV, "Invalid cross-device link"},
    {"ENOSYS", ENOSYS, "Function not implemented"},
    {"EROFS", EROFS, "Read-only file system"},
    {"EADDRINUSE", EADDRINUSE, "Address already in use"},
    {"ECONNRESET", ECONNRESET, "Connection reset by peer"},
    {"ECONNREFUSED", ECONNREFUSED, "Connection refused"},
    {"ETIMEDOUT", ETIMEDOUT, "Connection timed out"},
    {"EINTR", EINTR, "Interrupted system call"},
    {"E2BIG", E2BIG, "Argument list too long"},
    {"ENOMEM", ENOMEM, "Cannot allocate memory"},
    {"EFAULT", EFAULT, "Bad address"},
    {"ENOTBLK", ENOTBLK, "Block device required"},
    {"EBUSY", EBUSY, "Device or resource busy"},
    {"ENODEV", ENODEV, "No such device"},
    {"ENFILE", ENFILE, "Too many open files in system"},
    {"ENOTTY", ENOTTY, "Inappropriate ioctl for device"},
    {"ETXTBSY", ETXTBSY, "Text file busy"},
    {"EFBIG", EFBIG, "File too large"},
    {"EMLINK", EMLINK, "Too many links"},
    {"EDOM", EDOM, "Numerical argument out of domain"},
    {"ERANGE", ERANGE, "Numerical result out of range"},
    {"EDEADLK", EDEADLK, "Resource deadlock avoided"},
    {"ENOLCK", ENOLCK, "No locks available"},
    {"EOVERFLOW", EOVERFLOW, "Value too large for defined data type"},
    {"EILSEQ", EILSEQ, "Invalid or incomplete multibyte or wide character"},
    {"ECANCELED", ECANCELED, "Operation canceled"},
    {"ENOTSOCK", ENOTSOCK, "Socket operation on non-socket"},
    {"EDESTADDRREQ", EDESTADDRREQ, "Destination address required"},
    {"EMSGSIZE", EMSGSIZE, "Message too long"},
    {"EPROTOTYPE", EPROTOTYPE, "Protocol wrong type for socket"},
    {"ENOPROTOOPT", ENOPROTOOPT, "Protocol not available"},
    {"EPROTONOSUPPORT", EPROTONOSUPPORT, "Protocol not supported"},
    {"EOPNOTSUPP", EOPNOTSUPP, "Operation not supported"},
    {"EAFNOSUPPORT", EAFNOSUPPORT, "Address family not supported by protocol"},
    {"EADDRNOTAVAIL", EADDRNOTAVAIL, "Cannot assign requested address"},
    {"ENETDOWN", ENETDOWN, "Network is down"},
    {"ENETUNREACH", ENETUNREACH, "Network is unreachable"},
    {"ENETRESET", ENETRESET, "Network dropped connection on reset"},
    {"ECONNABORTED", ECONNABORTED, "Software caused connection abort"},
    {"ENOBUFS", ENOBUFS, "No buffer space available"},
    {"EISCONN", EISCONN, "Transport endpoint is already connected"},
    {"ENOTCONN", ENOTCONN, "Transport endpoint is not connected"},
    {"ESHUTDOWN", ESHUTDOWN, "Cannot send after transport endpoint shutdown"},
    {"EHOSTDOWN", EHOSTDOWN, "Host is down"},
    {"EHOSTUNREACH", EHOSTUNREACH, "No route to host"},
    {"EALREADY", EALREADY, "Operation already in progress"},
    {"EINPROGRESS", EINPROGRESS, "Operation now in progress"},
    {"EPROTO", EPROTO, "Protocol error"},
    {"ESTALE", ESTALE, "Stale file handle"},
    {"EDQUOT", EDQUOT, "Disk quota exceeded"},
    // Second names of a number above: the same class.
    {"EWOULDBLOCK", EWOULDBLOCK, "Resource temporarily unavailable"},
    {"EDEADLOCK", EDEADLOCK, "Resource deadlock avoided"},
    {"ENOTSUP", ENOTSUP, "Operation not supported"},
};

const ErrnoClass* find_errno(int number) {
  for (const ErrnoClass& e : kErrnoClasses)
    if (e.number == number) return &e;
  return nullptr;
}

Value sce_errno(Context& cx, Value self, int, Value*, Value) {
  Sym name = intern(cx, "Errno");
  for (Class* k : class_of(cx, self)->ancestors)
    if (Value* number = k->find_constant(name)) return *number;
  return Value::nil();
}

// Errno::ENOENT.new("x").message is "No such file or directory - x".
Value errno_initialize(Context& cx, Value self, int argc, Value* argv, Value) {
  Value number = sce_errno(cx, self, 0, nullptr, Value::nil());
  const ErrnoClass* e = number.is_fixnum() ? find_errno(int(number.as_fixnum())) : nullptr;
  std::string message = e ? e->message : "unknown error";
  if (argc > 0 && !argv[0].is_nil()) {
    Value detail = implicit_string(cx, argv[0]);
    if (detail.is_undef()) return detail;
    message += " - " + str(detail);
  }
  if (!ivar_set(cx, self, cx.world->sym.mesg, new_string(cx, message))) return Value::undef();
  return Value::nil();
}

} // namespace

// Without `where` the message is "<strerror> - <path>", without either the
// bare "<strerror>" (rb_sys_fail(0)).
Value raise_errno(Context& cx, int err, const char* where, const std::string& path) {
  World& w = *cx.world;
  const ErrnoClass* e = find_errno(err);
  if (!e) return raisef(cx, w.c.SystemCallError, "Unknown error %d @ %s - %s", err, where, path.c_str());
  Value* klass = w.c.Errno->find_constant(w.intern(e->name));
  std::string message = e->message;
  if (*where) message += std::string(" @ ") + where + " - " + path;
  else if (!path.empty()) message += " - " + path;
  return raise(cx, new_exception(cx, klass->as<Class>(), message));
}

void init_errno(World& w) {
  for (const ErrnoClass& e : kErrnoClasses) {
    if (const ErrnoClass* first = find_errno(e.number); first != &e) { // a second name
      const_set(w, w.c.Errno, w.intern(e.name), *w.c.Errno->find_constant(w.intern(first->name)));
      continue;
    }
    Class* klass = define_class(w, e.name, w.c.SystemCallError, w.c.Errno);
    const_set(w, klass, w.intern("Errno"), Value::fixnum(e.number));
    define_method(w, klass, "initialize", errno_initialize, 0, 1, Visibility::Private);
  }
  define_method(w, w.c.SystemCallError, "errno", sce_errno, 0, 0);
}

} // namespace garnet::core
