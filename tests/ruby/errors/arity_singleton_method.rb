# Uncaught wrong-arity ArgumentError for a singleton method: the callee snippet marks .name of def self.name
class Config
  def self.load(path, mode)
    "#{path} (#{mode})"
  end
end
puts Config.load("a.yml", :read)
puts Config.load("a.yml")
