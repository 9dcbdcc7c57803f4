# Uncaught NoMethodError on nil (error_highlight snippet included in CRuby's message)
def find_user(id) = nil
user = find_user(3)
puts user.name
