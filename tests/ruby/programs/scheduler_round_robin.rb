# Round-robin task scheduling with an array queue, remaining work counters, and a completion timeline
tasks = { a: 5, b: 2, c: 7, d: 3 }
quantum = 2
queue = tasks.keys
left = tasks.dup
time = 0
timeline = []
done = {}
until queue.empty?
  t = queue.shift
  run = [quantum, left[t]].min
  time += run
  left[t] -= run
  timeline << "#{t}#{run}"
  left[t].zero? ? done[t] = time : queue.push(t)
end
p timeline.join(" "), done, done.values.sum.fdiv(done.size), done.min_by(&:last)
