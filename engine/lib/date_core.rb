# frozen_string_literal: true
# date_core.rb: Garnet's Ruby version of the C half of Ruby's date library.
# Defines Date and DateTime with their constants and loads the parts: the
# calendar arithmetic, the parsers, strftime, the constructors and the
# conversions to and from Time.

class Date
  include Comparable

  class Error < ArgumentError; end

  ITALY = 2299161
  ENGLAND = 2361222
  JULIAN = Float::INFINITY
  GREGORIAN = -Float::INFINITY

  MONTHNAMES = [nil, "January", "February", "March", "April", "May", "June", "July",
                "August", "September", "October", "November", "December"].freeze
  ABBR_MONTHNAMES = [nil, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
                     "Aug", "Sep", "Oct", "Nov", "Dec"].freeze
  DAYNAMES = %w[Sunday Monday Tuesday Wednesday Thursday Friday Saturday].freeze
  ABBR_DAYNAMES = %w[Sun Mon Tue Wed Thu Fri Sat].freeze

  # Julian day of 1970-01-01, the Unix epoch.
  UNIX_EPOCH_JD = 2440588
  private_constant :UNIX_EPOCH_JD
end

class DateTime < Date
end

require "date_core/zones"
require "date_core/calendar"
require "date_core/parse"
require "date_core/formats"
require "date_core/strptime"
require "date_core/strftime"
require "date_core/date"
require "date_core/fragments"
require "date_core/constructors"
require "date_core/datetime"
require "date_core/conversions"
