# Kernel#system: shell and direct commands, argv and [cmd, argv0] forms, env hash, results and $?, exception: true (expected output written by hand from Debian's ruby 3.1, adjusted for Ruby 4.0)
p system("true"), $?.exitstatus, $?.success?
p system("false"), $?.exitstatus, $?.success?
p system("exit 3"), $?.exitstatus
p system("echo", "two words", "*")
p system("echo plain words   spaced")
p system("echo $((1 + 2)) | cat")
p system(["sh", "renamed"], "-c", 'echo "$0"')
p system({"GARNET_X" => "from env"}, "sh", "-c", 'echo "$GARNET_X"')
p system({"GARNET_X" => "shell"}, 'echo "$GARNET_X"')
p system("nosuch-command-here arg"), $?.exitstatus, $?.success?
p system("sh", "-c", "kill -TERM $$"), $?.signaled?, $?.termsig
p $?.class

[
  -> { system("false", exception: true) },
  -> { system("exit 3", exception: true) },
  -> { system("false", "x", exception: true) },
  -> { system("sh", "-c", "kill -TERM $$", exception: true) },
  -> { system("nosuch-command-here", "a", exception: true) },
  -> { system("nosuch-command-here a", exception: true) },
  -> { system(["nosuch-command-here", "argv0"], "a", exception: true) },
  -> { system() },
  -> { system(1) },
  -> { system("a\0b") },
  -> { system("true", bogus: 1) },
  -> { system(["true"]) },
].each do |f|
  f.call
rescue => e
  p e
end
p system("true", exception: true)
