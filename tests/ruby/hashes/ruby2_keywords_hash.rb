# Hash.ruby2_keywords_hash makes a flagged copy, which a call splatting it as
# the last argument passes as keywords; ruby2_keywords_hash? reads the flag.
def show
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
h = Hash.ruby2_keywords_hash({ k: 1 })
def take(k: 0) = k
def pass(*args) = take(*args)
show { [Hash.ruby2_keywords_hash?(h), Hash.ruby2_keywords_hash?({ k: 1 }), h] }
show { pass(h) }
show { pass({ k: 2 }) }
show { Hash.ruby2_keywords_hash(1) }
show { Hash.ruby2_keywords_hash?(nil) }
