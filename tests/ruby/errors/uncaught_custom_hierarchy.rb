# An uncaught custom exception subclass raised two methods deep, with a message
class AppError < StandardError; end
class ConfigError < AppError; end
def load_config = check!(nil)
def check!(v) = v || raise(ConfigError, "missing config value")
puts "starting"
load_config
