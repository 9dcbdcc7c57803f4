# File.fnmatch / fnmatch?: wildcards, sets, escapes, hidden names, "**/", braces, and every File::FNM_* flag
def t(pattern, path, flags = 0) = File.fnmatch(pattern, path, flags)
P, D, N, C, E = File::FNM_PATHNAME, File::FNM_DOTMATCH, File::FNM_NOESCAPE, File::FNM_CASEFOLD, File::FNM_EXTGLOB
p File.constants.grep(/\AFNM_/).sort.map { |c| [c, File.const_get(c)] }
p File::Constants::FNM_PATHNAME, File::Constants::FNM_EXTGLOB, File::FNM_SYSCASE
p File.method(:fnmatch).arity, File.fnmatch?("*", "a"), File.fnmatch?("b", "a")
# plain text, ? and *
p [t("cat", "cat"), t("cat", "category"), t("c?t", "cat"), t("c??t", "cat"), t("c*", "cats"), t("c*t", "c/a/b/t")]
p [t("ab*", "ab"), t("*b", "b"), t("a*b*c", "aXbYbZc"), t("a*b*c", "aXbYbZ"), t("*a", ""), t("", ""), t("*", ""), t("**", "x")]
# sets
p [t("ca[a-z]", "cat"), t("ca[^t]", "cat"), t("ca[!t]", "cab"), t("[!a-c]", "d"), t("[]", "]"), t("[]]", "]")]
p [t("[a-]", "-"), t("[", "["), t("[a", "a"), t("a]", "a]"), t("[\\]]", "]"), t("[a\\-z]", "-"), t("[z-a]", "m")]
# escapes and FNM_NOESCAPE
p [t("\\?", "?"), t("\\?", "a"), t("\\a", "a"), t("\\a", "\\a", N), t("\\*", "x", N), t("[\\?]", "?"), t("a\\", "a\\"), t("a\\", "a")]
# case
p [t("cat", "CAT"), t("cat", "CAT", File::FNM_SYSCASE), t("cat", "CAT", C), t("[a-c]", "B", C), t("[A-C]", "b", C), t("[B]", "b", C)]
# hidden names and FNM_DOTMATCH
p [t("*", ".profile"), t("*", ".profile", D), t(".*", ".profile"), t("?profile", ".profile"), t("[.]profile", ".profile")]
p [t("*", "dave/.profile"), t("*/*", "dave/.profile", P), t("*/*", "dave/.profile", P | D), t("*/.*", "dave/.profile", P)]
# FNM_PATHNAME: wildcards stop at '/'
p [t("?", "/", P), t("*", "/", P), t("[/]", "/", P), t("*", "/"), t("*.rb", "a/b.rb"), t("*.rb", "a/b.rb", P), t("*/b.rb", "a/b.rb", P)]
# "**/" with FNM_PATHNAME: any number of directories
p [t("**/foo", "a/b/c/foo", P), t("**/foo", "/a/b/c/foo", P), t("**/foo", "foo", P), t("**/foo", "a/.b/c/foo", P)]
p [t("**/foo", "a/.b/c/foo", P | D), t("a/**/b", "a/b", P), t("a/**/b", "a/x/y/b", P), t("**", "a/b", P), t("a/**", "a/b/c", P)]
p [t("**/*.rb", "lib/a/b.rb", P), t("**/*.rb", "lib/a/b.rb"), t("lib/**/*.rb", "lib/b.rb", P), t("**/**/x", "a/x", P)]
# braces only with FNM_EXTGLOB
p [t("c{at,ub}s", "cats"), t("c{at,ub}s", "cats", E), t("c{at,ub}s", "cubs", E), t("c{at,ub}s", "cas", E)]
p [t("{a,b", "a", E), t("{a,{b,c}}", "c", E), t("\\{a,b}", "{a,b}", E), t("{}", "", E), t("a{,x}", "a", E), t("{*.rb,*.py}", "x.py", E)]
# characters, not bytes
p [t("é", "é"), t("?", "é"), t("[é]", "é"), t("[a-z]", "é"), t("É", "é", C), t("??", "é")]
# arguments
p (t(1, "a") rescue $!), (t("a", 1) rescue $!), (t("a", "a", "x") rescue $!)
p (t("a\0", "a") rescue $!), (t("a", "a\0") rescue $!), (File.fnmatch("a") rescue $!)
