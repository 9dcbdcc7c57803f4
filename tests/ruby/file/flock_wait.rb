# File#flock waits for a lock held by another open file without stopping the
# other threads; LOCK_NB answers false at once.
path = "flock_wait_#{Process.pid}.tmp"
holder = File.open(path, "w")
holder.flock(File::LOCK_EX)
other = File.open(path, "r")
p other.flock(File::LOCK_EX | File::LOCK_NB)
waiter = Thread.new do
  other.flock(File::LOCK_SH)
  puts "waiter got the lock"
end
3.times { |i| puts "main runs #{i}"; sleep 0.01 }
p waiter.status
holder.flock(File::LOCK_UN)
waiter.join
p other.flock(File::LOCK_UN)
holder.close
other.close
File.delete(path)
