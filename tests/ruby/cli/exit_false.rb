# exit false exits with status 1; SystemExit can be rescued and inspected first
begin
  exit 7
rescue SystemExit => e
  p e.status, e.success?, e.message
end
begin
  exit true
rescue SystemExit => e
  p e.status, e.success?
end
puts "now exiting with false"
exit false
