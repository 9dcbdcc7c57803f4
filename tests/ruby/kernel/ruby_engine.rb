# RUBY_ENGINE and RUBY_COPYRIGHT name the implementation ("ruby" in CRuby, "garnet" here): a listed known failure, so keep it to these checks
p RUBY_ENGINE
p RUBY_COPYRIGHT.start_with?("ruby - Copyright")
