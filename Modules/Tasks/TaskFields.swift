import Foundation

/// What a task's fields may hold, as a real form checks them: each rule returns `nil` when the
/// value is acceptable, or the message to show. The quick-create and edit sheets, the store and
/// the task wizard's steps all use these rules.
package enum TaskFields {
  /// The longest title, in characters.
  package static let maximumTitleLength = 200

  /// A title: not empty once trimmed, at most ``maximumTitleLength`` characters, and no control
  /// characters (a NUL or an escape sequence is not something a person types).
  package static func titleProblem(_ title: String) -> String? {
    let trimmed = title.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return "a task needs a title" }
    if trimmed.count > maximumTitleLength {
      return "a title has at most \(maximumTitleLength) characters, not \(trimmed.count)"
    }
    return hasControlCharacters(trimmed, allowingLineBreaks: false)
      ? "a title cannot hold control characters" : nil
  }

  /// Notes: anything but control characters; line breaks are allowed.
  package static func notesProblem(_ notes: String) -> String? {
    hasControlCharacters(notes, allowingLineBreaks: true)
      ? "notes cannot hold control characters" : nil
  }

  /// A priority: one of ``TaskItem/priorities``.
  package static func priorityProblem(_ priority: String) -> String? {
    TaskItem.priorities.contains(priority)
      ? nil
      : "'\(priority)' is not a priority: use " + TaskItem.priorities.joined(separator: ", ")
  }

  /// A due date: empty for none, or a calendar date written `YYYY-MM-DD` in ASCII digits.
  package static func dueProblem(_ due: String) -> String? {
    if due.isEmpty || isCalendarDate(due) { return nil }
    return "'\(due)' is not a date: write it as YYYY-MM-DD, for example 2026-12-24"
  }

  /// Whether `text` is a date that exists, written `YYYY-MM-DD` (so `2026-02-30` is not).
  static func isCalendarDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return false }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let components = DateComponents(year: year, month: month, day: day)
    guard let date = calendar.date(from: components) else { return false }
    let back = calendar.dateComponents([.year, .month, .day], from: date)
    return back.year == year && back.month == month && back.day == day
  }

  static func hasControlCharacters(_ text: String, allowingLineBreaks: Bool) -> Bool {
    text.unicodeScalars.contains { scalar in
      if allowingLineBreaks, scalar == "\n" { return false }
      return scalar.properties.generalCategory == .control
    }
  }

  /// The first problem of a task's fields, if any.
  static func problem(of task: TaskItem) -> String? {
    titleProblem(task.title) ?? notesProblem(task.notes) ?? priorityProblem(task.priority)
      ?? dueProblem(task.due)
  }
}
