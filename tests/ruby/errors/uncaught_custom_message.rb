# raise with a custom class and a multi-line message, uncaught
class ValidationError < StandardError; end
def validate(x)
  raise ValidationError, "invalid value: #{x}\nsecond line" if x < 0
end
validate(1)
validate(-5)
