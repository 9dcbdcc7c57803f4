# Constants: reassignment warnings avoided, frozen constant collections, nested modules and lookup, const_get paths
module Config
  DEFAULTS = { retries: 3, hosts: %w[a b].freeze }.freeze
  LIMIT = 10
  module Inner
    def self.limit = LIMIT * 2
  end
end
p Config::DEFAULTS.frozen?, Config::DEFAULTS[:hosts].frozen?, Config::Inner.limit, Config.const_get(:LIMIT)
p Object.const_get("Config::Inner").limit, Config.constants.sort, Config::Inner.name, defined?(Config::NOPE)
begin
  Config::DEFAULTS[:x] = 1
rescue FrozenError => e
  p e.class
end
begin
  Config::MISSING
rescue NameError => e
  p e.message, e.name
end
merged = Config::DEFAULTS.merge(retries: 5)
p merged, merged.frozen?, Config::DEFAULTS[:retries]
