# One lambda per iteration capturing the loop counter (the seeds' lambda_ractors workload, small and without Ractors)
def run(n)
  sum = 0
  i = 0
  while i < n
    add = ->(x) { x + i }
    sum = add.call(sum) & 0xffff
    i += 1
  end
  sum
end
p run(10), run(1000), run(20_000)
p [1, 2, 3].map { |iters| run(iters * 100) }.sum
