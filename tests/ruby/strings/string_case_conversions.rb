# Case conversions between snake_case, camelCase, PascalCase, kebab-case and Title Case
def snake(s) = s.gsub(/([a-z\d])([A-Z])/, '\1_\2').gsub(/([A-Z]+)([A-Z][a-z])/, '\1_\2').tr("-", "_").downcase
def camel(s) = s.split(/[_\-\s]+/).each_with_index.map { |w, i| i.zero? ? w.downcase : w.capitalize }.join
def pascal(s) = s.split(/[_\-\s]+/).map(&:capitalize).join
def kebab(s) = snake(s).tr("_", "-")
def title(s) = snake(s).split("_").map(&:capitalize).join(" ")
%w[userName HTTPServer some_value kebab-case-word PlainOld].each do |w|
  p [w, snake(w), camel(w), pascal(w), kebab(w), title(w)]
end
