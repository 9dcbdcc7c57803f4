# JSON with symbol keys and values, nested arrays of hashes, nil/true/false, unicode escapes and parse(symbolize_names:)
require "json"
data = { user: { name: "Zoë", tags: [:admin, "dev"], active: true, manager: nil }, scores: [1, 2.5, -3] }
s = data.to_json
p s
back = JSON.parse(s, symbolize_names: true)
p back, back[:user][:tags], back == data, back[:user][:name].length
p JSON.parse('["\u00e9", "\\u00e9", "\\n"]'), JSON.generate(["tab\there"]), JSON.parse("[]").frozen?
