# JSON round-trips of a small document: generate -> parse -> compare, and processing parsed data
require "json"
doc = <<~J
  {
    "users": [
      {"id": 1, "name": "Ann", "admin": true, "score": 91.5, "tags": ["a", "b"]},
      {"id": 2, "name": "Bob", "admin": false, "score": 78, "tags": []},
      {"id": 3, "name": "Cid", "admin": false, "score": null, "tags": ["b"]}
    ],
    "total": 3
  }
J
data = JSON.parse(doc)
users = data["users"]
p users.size, users.map { |u| u["name"] }, users.select { |u| u["admin"] }.map { |u| u["id"] }
p users.sum { |u| u["score"].to_f }, users.flat_map { |u| u["tags"] }.tally, data["total"]
summary = users.to_h { |u| [u["name"], u["tags"].size] }
json = JSON.generate(summary)
p json, JSON.parse(json) == summary
p JSON.parse(JSON.generate(data)) == data
p JSON.parse(doc, symbolize_names: true)[:users].first.keys
p users.first.to_json
