// errno.cpp — the Errno module's SystemCallError subclasses: every class
// CRuby defines on Linux (Errno::ENOENT...), each with its Errno constant
// (this platform's number) and glibc's message, and SystemCallError#errno.
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
    {"NOERROR", 0, "Success"},
    {"EPERM", EPERM, "Operation not permitted"},
    {"ENOENT", ENOENT, "No such file or directory"},
    {"ESRCH", ESRCH, "No such process"},
    {"EINTR", EINTR, "Interrupted system call"},
    {"EIO", EIO, "Input/output error"},
    {"ENXIO", ENXIO, "No such device or address"},
    {"E2BIG", E2BIG, "Argument list too long"},
    {"ENOEXEC", ENOEXEC, "Exec format error"},
    {"EBADF", EBADF, "Bad file descriptor"},
    {"ECHILD", ECHILD, "No child processes"},
    {"EAGAIN", EAGAIN, "Resource temporarily unavailable"},
    {"EWOULDBLOCK", EWOULDBLOCK, "Resource temporarily unavailable"},
    {"ENOMEM", ENOMEM, "Cannot allocate memory"},
    {"EACCES", EACCES, "Permission denied"},
    {"EFAULT", EFAULT, "Bad address"},
    {"ENOTBLK", ENOTBLK, "Block device required"},
    {"EBUSY", EBUSY, "Device or resource busy"},
    {"EEXIST", EEXIST, "File exists"},
    {"EXDEV", EXDEV, "Invalid cross-device link"},
    {"ENODEV", ENODEV, "No such device"},
    {"ENOTDIR", ENOTDIR, "Not a directory"},
    {"EISDIR", EISDIR, "Is a directory"},
    {"EINVAL", EINVAL, "Invalid argument"},
    {"ENFILE", ENFILE, "Too many open files in system"},
    {"EMFILE", EMFILE, "Too many open files"},
    {"ENOTTY", ENOTTY, "Inappropriate ioctl for device"},
    {"ETXTBSY", ETXTBSY, "Text file busy"},
    {"EFBIG", EFBIG, "File too large"},
    {"ENOSPC", ENOSPC, "No space left on device"},
    {"ESPIPE", ESPIPE, "Illegal seek"},
    {"EROFS", EROFS, "Read-only file system"},
    {"EMLINK", EMLINK, "Too many links"},
    {"EPIPE", EPIPE, "Broken pipe"},
    {"EDOM", EDOM, "Numerical argument out of domain"},
    {"ERANGE", ERANGE, "Numerical result out of range"},
    {"EDEADLK", EDEADLK, "Resource deadlock avoided"},
    {"EDEADLOCK", EDEADLOCK, "Resource deadlock avoided"},
    {"ENAMETOOLONG", ENAMETOOLONG, "File name too long"},
    {"ENOLCK", ENOLCK, "No locks available"},
    {"ENOSYS", ENOSYS, "Function not implemented"},
    {"ENOTEMPTY", ENOTEMPTY, "Directory not empty"},
    {"ELOOP", ELOOP, "Too many levels of symbolic links"},
    {"ENOMSG", ENOMSG, "No message of desired type"},
    {"EIDRM", EIDRM, "Identifier removed"},
    {"ECHRNG", ECHRNG, "Channel number out of range"},
    {"EL2NSYNC", EL2NSYNC, "Level 2 not synchronized"},
    {"EL3HLT", EL3HLT, "Level 3 halted"},
    {"EL3RST", EL3RST, "Level 3 reset"},
    {"ELNRNG", ELNRNG, "Link number out of range"},
    {"EUNATCH", EUNATCH, "Protocol driver not attached"},
    {"ENOCSI", ENOCSI, "No CSI structure available"},
    {"EL2HLT", EL2HLT, "Level 2 halted"},
    {"EBADE", EBADE, "Invalid exchange"},
    {"EBADR", EBADR, "Invalid request descriptor"},
    {"EXFULL", EXFULL, "Exchange full"},
    {"ENOANO", ENOANO, "No anode"},
    {"EBADRQC", EBADRQC, "Invalid request code"},
    {"EBADSLT", EBADSLT, "Invalid slot"},
    {"EBFONT", EBFONT, "Bad font file format"},
    {"ENOSTR", ENOSTR, "Device not a stream"},
    {"ENODATA", ENODATA, "No data available"},
    {"ETIME", ETIME, "Timer expired"},
    {"ENOSR", ENOSR, "Out of streams resources"},
    {"ENONET", ENONET, "Machine is not on the network"},
    {"ENOPKG", ENOPKG, "Package not installed"},
    {"EREMOTE", EREMOTE, "Object is remote"},
    {"ENOLINK", ENOLINK, "Link has been severed"},
    {"EADV", EADV, "Advertise error"},
    {"ESRMNT", ESRMNT, "Srmount error"},
    {"ECOMM", ECOMM, "Communication error on send"},
    {"EPROTO", EPROTO, "Protocol error"},
    {"EMULTIHOP", EMULTIHOP, "Multihop attempted"},
    {"EDOTDOT", EDOTDOT, "RFS specific error"},
    {"EBADMSG", EBADMSG, "Bad message"},
    {"EOVERFLOW", EOVERFLOW, "Value too large for defined data type"},
    {"ENOTUNIQ", ENOTUNIQ, "Name not unique on network"},
    {"EBADFD", EBADFD, "File descriptor in bad state"},
    {"EREMCHG", EREMCHG, "Remote address changed"},
    {"ELIBACC", ELIBACC, "Can not access a needed shared library"},
    {"ELIBBAD", ELIBBAD, "Accessing a corrupted shared library"},
    {"ELIBSCN", ELIBSCN, ".lib section in a.out corrupted"},
    {"ELIBMAX", ELIBMAX, "Attempting to link in too many shared libraries"},
    {"ELIBEXEC", ELIBEXEC, "Cannot exec a shared library directly"},
    {"EILSEQ", EILSEQ, "Invalid or incomplete multibyte or wide character"},
    {"ERESTART", ERESTART, "Interrupted system call should be restarted"},
    {"ESTRPIPE", ESTRPIPE, "Streams pipe error"},
    {"EUSERS", EUSERS, "Too many users"},
    {"ENOTSOCK", ENOTSOCK, "Socket operation on non-socket"},
    {"EDESTADDRREQ", EDESTADDRREQ, "Destination address required"},
    {"EMSGSIZE", EMSGSIZE, "Message too long"},
    {"EPROTOTYPE", EPROTOTYPE, "Protocol wrong type for socket"},
    {"ENOPROTOOPT", ENOPROTOOPT, "Protocol not available"},
    {"EPROTONOSUPPORT", EPROTONOSUPPORT, "Protocol not supported"},
    {"ESOCKTNOSUPPORT", ESOCKTNOSUPPORT, "Socket type not supported"},
    {"ENOTSUP", ENOTSUP, "Operation not supported"},
    {"EOPNOTSUPP", EOPNOTSUPP, "Operation not supported"},
    {"EPFNOSUPPORT", EPFNOSUPPORT, "Protocol family not supported"},
    {"EAFNOSUPPORT", EAFNOSUPPORT, "Address family not supported by protocol"},
    {"EADDRINUSE", EADDRINUSE, "Address already in use"},
    {"EADDRNOTAVAIL", EADDRNOTAVAIL, "Cannot assign requested address"},
    {"ENETDOWN", ENETDOWN, "Network is down"},
    {"ENETUNREACH", ENETUNREACH, "Network is unreachable"},
    {"ENETRESET", ENETRESET, "Network dropped connection on reset"},
    {"ECONNABORTED", ECONNABORTED, "Software caused connection abort"},
    {"ECONNRESET", ECONNRESET, "Connection reset by peer"},
    {"ENOBUFS", ENOBUFS, "No buffer space available"},
    {"EISCONN", EISCONN, "Transport endpoint is already connected"},
    {"ENOTCONN", ENOTCONN, "Transport endpoint is not connected"},
    {"ESHUTDOWN", ESHUTDOWN, "Cannot send after transport endpoint shutdown"},
    {"ETOOMANYREFS", ETOOMANYREFS, "Too many references: cannot splice"},
    {"ETIMEDOUT", ETIMEDOUT, "Connection timed out"},
    {"ECONNREFUSED", ECONNREFUSED, "Connection refused"},
    {"EHOSTDOWN", EHOSTDOWN, "Host is down"},
    {"EHOSTUNREACH", EHOSTUNREACH, "No route to host"},
    {"EALREADY", EALREADY, "Operation already in progress"},
    {"EINPROGRESS", EINPROGRESS, "Operation now in progress"},
    {"ESTALE", ESTALE, "Stale file handle"},
    {"EUCLEAN", EUCLEAN, "Structure needs cleaning"},
    {"ENOTNAM", ENOTNAM, "Not a XENIX named type file"},
    {"ENAVAIL", ENAVAIL, "No XENIX semaphores available"},
    {"EISNAM", EISNAM, "Is a named type file"},
    {"EREMOTEIO", EREMOTEIO, "Remote I/O error"},
    {"EDQUOT", EDQUOT, "Disk quota exceeded"},
    {"ENOMEDIUM", ENOMEDIUM, "No medium found"},
    {"EMEDIUMTYPE", EMEDIUMTYPE, "Wrong medium type"},
    {"ECANCELED", ECANCELED, "Operation canceled"},
    {"ENOKEY", ENOKEY, "Required key not available"},
    {"EKEYEXPIRED", EKEYEXPIRED, "Key has expired"},
    {"EKEYREVOKED", EKEYREVOKED, "Key has been revoked"},
    {"EKEYREJECTED", EKEYREJECTED, "Key was rejected by service"},
    {"EOWNERDEAD", EOWNERDEAD, "Owner died"},
    {"ENOTRECOVERABLE", ENOTRECOVERABLE, "State not recoverable"},
    {"ERFKILL", ERFKILL, "Operation not possible due to RF-kill"},
    {"EHWPOISON", EHWPOISON, "Memory page has hardware error"},
    // Names of other systems' errors: Errno::NOERROR here, as in CRuby on Linux.
    {"EAUTH", 0, "Success"},
    {"EBADARCH", 0, "Success"},
    {"EBADEXEC", 0, "Success"},
    {"EBADMACHO", 0, "Success"},
    {"EBADRPC", 0, "Success"},
    {"ECAPMODE", 0, "Success"},
    {"EDEVERR", 0, "Success"},
    {"EDOOFUS", 0, "Success"},
    {"EFTYPE", 0, "Success"},
    {"EIPSEC", 0, "Success"},
    {"ELAST", 0, "Success"},
    {"ENEEDAUTH", 0, "Success"},
    {"ENOATTR", 0, "Success"},
    {"ENOPOLICY", 0, "Success"},
    {"ENOTCAPABLE", 0, "Success"},
    {"EPROCLIM", 0, "Success"},
    {"EPROCUNAVAIL", 0, "Success"},
    {"EPROGMISMATCH", 0, "Success"},
    {"EPROGUNAVAIL", 0, "Success"},
    {"EPWROFF", 0, "Success"},
    {"EQFULL", 0, "Success"},
    {"ERPCMISMATCH", 0, "Success"},
    {"ESHLIBVERS", 0, "Success"},
};

const ErrnoClass* find_errno(int number) {
  for (const ErrnoClass& e : kErrnoClasses)
    if (e.number == number) return &e;
  return nullptr;
}

// The errno given to new (any value, as given), else the class's Errno.
NATIVE(sce_errno) {
  if (Value given = ivar_get(cx, self, intern(cx, "errno")); !given.is_nil()) return given;
  Sym name = intern(cx, "Errno");
  for (Class* k : class_of(cx, self)->ancestors)
    if (Value* number = k->find_constant(name); number && number->is_fixnum()) return *number;
  return Value::nil();
}

// The errno's number (NUM2INT): a Float is truncated, a Complex with no
// imaginary part gives its real one.
bool errno_number(Context& cx, Value error, int64_t& out) {
  if (is_float(error)) {
    error = Value::fixnum(int64_t(float_value(error)));
  } else if (class_path(cx, real_class(cx, error)) == "Complex") {
    error = call(cx, error, intern(cx, "to_i"));
    if (error.is_undef()) return false;
  }
  return to_int64(cx, error, out);
}

// SystemCallError.new(message, errno = nil, func = nil): the instance is of
// the Errno class for errno when there is one. Errno::X.new(message = nil,
// func = nil), whose errno is X::Errno. The message is "<strerror>", or
// "<strerror> @ <func> - <message>" with a message (func when given).
NATIVE(sce_initialize) {
  World& w = *cx.world;
  Class* klass = real_class(cx, self);
  bool base = klass == w.c.SystemCallError;
  if ((base && argc < 1) || argc > (base ? 3 : 2)) return raise_arity(cx, argc, base ? 1 : 0, base ? 3 : 2);
  Value mesg = argc > 0 ? argv[0] : Value::nil();
  Value error = Value::nil(), func = Value::nil();
  if (base && argc == 1 && mesg.is_fixnum()) {
    error = mesg;
    mesg = Value::nil();
  } else if (base) {
    if (argc > 1) error = argv[1];
    if (argc > 2) func = argv[2];
  } else {
    if (argc > 1) func = argv[1];
    Value* own = nullptr;
    for (Class* k : klass->ancestors)
      if ((own = k->find_constant(intern(cx, "Errno")))) break;
    error = own ? *own : Value::object(w.c.Errno); // a class of the program's own: TypeError below
  }
  std::string message = "unknown error";
  if (!error.is_nil()) {
    int64_t number = 0;
    if (!errno_number(cx, error, number)) return Value::undef();
    const ErrnoClass* known = number >= INT32_MIN && number <= INT32_MAX ? find_errno(int(number)) : nullptr;
    message = known ? known->message : "Unknown error " + std::to_string(number);
    if (base && known && !self.as_obj()->klass->is_singleton())
      self.as_obj()->klass = w.c.Errno->find_constant(w.intern(known->name))->as<Class>();
  }
  if (!mesg.is_nil()) {
    Value detail = implicit_string(cx, mesg);
    if (detail.is_undef()) return detail;
    if (!func.is_nil()) {
      Value where = to_s(cx, func);
      if (where.is_undef()) return where;
      message += " @ " + str(where);
    }
    message += " - " + str(detail);
  }
  if (!ivar_set(cx, self, w.sym.mesg, new_string(cx, message))) return Value::undef();
  if (base && !ivar_set(cx, self, intern(cx, "errno"), error)) return Value::undef();
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
  }
  define_method(w, w.c.SystemCallError, "initialize", sce_initialize, 0, -1, Visibility::Private);
  define_method(w, w.c.SystemCallError, "errno", sce_errno, 0, 0);
}

} // namespace garnet::core
