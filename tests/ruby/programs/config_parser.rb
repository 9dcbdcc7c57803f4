# Parsing an INI-style config from a heredoc: sections, key/value lines, comments, type coercion
src = <<~INI
  ; comment
  [server]
  host = example.org
  port = 8080
  debug = true

  [paths]
  root = /var/www
  exts = .rb, .erb ,.html
INI
config = {}
section = nil
src.each_line(chomp: true) do |line|
  line = line.strip
  next if line.empty? || line.start_with?(";", "#")
  if (m = line.match(/\A\[(\w+)\]\z/))
    section = config[m[1].to_sym] = {}
  elsif (m = line.match(/\A(\w+)\s*=\s*(.*)\z/))
    v = m[2]
    v = case v
        when /\A\d+\z/ then v.to_i
        when "true", "false" then v == "true"
        when /,/ then v.split(",").map(&:strip)
        else v
        end
    section[m[1].to_sym] = v
  end
end
p config, config.dig(:server, :port) + 1, config[:paths][:exts].size
