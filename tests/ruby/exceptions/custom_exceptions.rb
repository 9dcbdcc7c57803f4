# Custom exception classes: default messages, extra attributes, hierarchy, to_s/message override, full_message class
class AppError < StandardError; end
class ValidationError < AppError
  attr_reader :field
  def initialize(field, msg = "is invalid")
    @field = field
    super("#{field} #{msg}")
  end
end
class QuietError < AppError
  def message = "quiet override"
end
class DefaultMsg < StandardError
  def initialize(msg = "default message here") = super
end
begin
  raise ValidationError.new(:email)
rescue AppError => e
  p e.class, e.message, e.field, e.is_a?(StandardError)
end
begin
  raise ValidationError.new(:age, "must be positive")
rescue => e
  p e.message
end
begin
  raise QuietError
rescue => e
  p e.message, e.to_s
end
begin
  raise DefaultMsg
rescue => e
  p e.message
end
p AppError.new.message, AppError.new(nil).message rescue p $!
e = ValidationError.new(:x)
p e.backtrace, e.message, e.inspect
p (raise AppError, "via class" rescue $!.message)
