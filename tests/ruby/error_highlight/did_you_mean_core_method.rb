# An uncaught NoMethodError for a misspelled String method inside a block: suggestion and block frames
words = %w[alpha beta]
words.each do |w|
  puts w.upcase
  puts w.revrse
end
