# An interactive quiz reading answers from stdin with gets, chomp and case-insensitive comparison, then a score
questions = [["Capital of France?", "paris"], ["2 + 2?", "4"], ["Color of the sky?", "blue"], ["Ruby's creator?", "matz"]]
score = 0
questions.each_with_index do |(q, a), i|
  print "Q#{i + 1}: #{q} "
  answer = gets&.chomp.to_s.strip
  if answer.casecmp?(a)
    score += 1
    puts "correct"
  else
    puts "wrong (#{a}) - you said #{answer.inspect}"
  end
end
puts "score: #{score}/#{questions.size}"
p gets
