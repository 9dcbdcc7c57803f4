# A NUL byte in a path raises ArgumentError wherever a path is taken (File, IO, Dir, load, require, ENV) instead of truncating it
dir = ENV.fetch("TMPDIR")
File.write("#{dir}/garnet_nul_secret", "SECRET\n")
tests = {
  "File.read" => -> { File.read("#{dir}/garnet_nul_secret\0.txt") },
  "File.write" => -> { File.write("#{dir}/x\0y", "1") },
  "File.open" => -> { File.open("#{dir}/garnet_nul_secret\0.txt") },
  "File.new" => -> { File.new("#{dir}/garnet_nul_secret\0.txt") },
  "File.exist?" => -> { File.exist?("#{dir}/garnet_nul_secret\0.txt") },
  "File.file?" => -> { File.file?("#{dir}/garnet_nul_secret\0.txt") },
  "File.stat" => -> { File.stat("#{dir}/garnet_nul_secret\0.txt") },
  "File.size" => -> { File.size("#{dir}/garnet_nul_secret\0.txt") },
  "File.unlink" => -> { File.unlink("#{dir}/garnet_nul_secret\0.txt") },
  "File.rename" => -> { File.rename("#{dir}/a\0b", "#{dir}/c") },
  "File.expand_path" => -> { File.expand_path("a\0b") },
  "File.realpath" => -> { File.realpath("#{dir}\0x") },
  "File.basename" => -> { File.basename("a\0b") },
  "File.join" => -> { File.join("a\0b", "c") },
  "File.chmod" => -> { File.chmod(0644, "#{dir}/garnet_nul_secret\0.txt") },
  "File.symlink" => -> { File.symlink("#{dir}/a\0", "#{dir}/b") },
  "File.readlines" => -> { File.readlines("#{dir}/garnet_nul_secret\0.txt") },
  "File.foreach" => -> { File.foreach("#{dir}/garnet_nul_secret\0.txt") {} },
  "IO.read" => -> { IO.read("#{dir}/garnet_nul_secret\0.txt") },
  "IO.readlines" => -> { IO.readlines("#{dir}/garnet_nul_secret\0.txt") },
  "IO.write" => -> { IO.write("#{dir}/x\0y", "1") },
  "IO.binread" => -> { IO.binread("#{dir}/garnet_nul_secret\0.txt") },
  "Dir.mkdir" => -> { Dir.mkdir("#{dir}/x\0y") },
  "Dir.exist?" => -> { Dir.exist?("#{dir}\0y") },
  "Dir.entries" => -> { Dir.entries("#{dir}\0y") },
  "Dir.children" => -> { Dir.children("#{dir}\0y") },
  "Dir.chdir" => -> { Dir.chdir("#{dir}\0y") },
  "Dir.glob" => -> { Dir.glob("#{dir}\0y*") },
  "Dir.open" => -> { Dir.open("#{dir}\0y") },
  "Dir.rmdir" => -> { Dir.rmdir("#{dir}\0y") },
  "load" => -> { load("#{dir}/garnet_nul_secret\0.rb") },
  "require" => -> { require("#{dir}/garnet_nul_secret\0") },
  "require_relative" => -> { require_relative("x\0y") },
  "ENV[]=" => -> { ENV["A\0B"] = "1" },
  "ENV[] value" => -> { ENV["AB"] = "1\0" },
  "ENV[]" => -> { ENV["A\0B"] },
  "File.utime" => -> { File.utime(nil, nil, "#{dir}/a\0") },
  "File.truncate" => -> { File.truncate("#{dir}/a\0", 0) },
  "File.lstat" => -> { File.lstat("#{dir}/a\0") },
  "File.directory?" => -> { File.directory?("#{dir}\0") },
  "File.ftype" => -> { File.ftype("#{dir}\0") },
  "File.readlink" => -> { File.readlink("#{dir}\0") },
  "File.link" => -> { File.link("#{dir}/a\0", "#{dir}/b") },
  "File.mtime" => -> { File.mtime("#{dir}\0") },
  "File.absolute_path" => -> { File.absolute_path("a\0b") },
  "File.fnmatch" => -> { File.fnmatch("a\0", "a") },
}
tests.each do |name, t|
  r = begin
    t.call
    "no error"
  rescue ArgumentError, SystemCallError, TypeError, LoadError, NotImplementedError => e
    "#{e.class}: #{e.message}"
  end
  puts "#{name}: #{r}"
end
