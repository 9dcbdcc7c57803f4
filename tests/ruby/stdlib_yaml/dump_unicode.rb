# YAML.dump of non-ASCII text: letters stay plain, symbols and punctuation first get quoted
require "yaml"

puts YAML.dump("été ü €")
puts YAML.dump(["naïve", "日本語", "€100", "¿qué?", "α: β"])
puts YAML.dump({"clé" => "valeur"})
p YAML.load(YAML.dump("été ü €"))
