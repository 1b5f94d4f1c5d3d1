import Foundation
import Testing
import Wayfinder

enum Priority: Int, LinkValue { case low = 1, high = 2 }
enum Filter: String, LinkValue { case open, done }

@Suite struct LinkValueTests {
  func roundTrip<Value: LinkValue & Equatable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let encoded = value.linkValue
    #expect(Value(linkValue: encoded) == value, "\(encoded)", sourceLocation: sourceLocation)
  }

  @Test func scalarsRoundTrip() {
    for value in ["", "~", "~~", "a,b", "/?#% ", "ünïcödé 🚀", "\0"] { roundTrip(value) }
    for value in [0, -1, Int.max, Int.min] { roundTrip(value) }
    for value in [0.5, -0.0, 1e300, .infinity, 3.0] { roundTrip(value) }
    roundTrip(true)
    roundTrip(false)
    roundTrip(UUID())
    roundTrip(Priority.high)
    roundTrip(Filter.done)
  }

  @Test func optionalsAndArraysRoundTripAndStayDistinct() {
    let optionals: [String?] = [nil, "", "~", "~x", "x"]
    for value in optionals { roundTrip(value) }
    let nested: [String??] = [nil, .some(nil), "~", ""]
    for value in nested { roundTrip(value) }
    let arrays: [[String]] = [[], [""], ["", ""], ["~"], ["a,b", "c"], [",", "~,", "~~"]]
    for value in arrays { roundTrip(value) }
    let optionalArrays: [[String]?] = [nil, [], ["~"], [""]]
    for value in optionalArrays { roundTrip(value) }
    roundTrip([[["a"], []], [["b,c", "~"]]])
    roundTrip([Priority.low, .high])
    roundTrip([Filter?.none, .open])
    // Different values never share an encoding.
    #expect(Set(optionals.map(\.linkValue)).count == optionals.count)
    #expect(Set(arrays.map(\.linkValue)).count == arrays.count)
  }

  @Test func onlyCanonicalSpellingsDecode() {
    #expect(Int(linkValue: "+5") == nil)
    #expect(Int(linkValue: "05") == nil)
    #expect(Int(linkValue: "99999999999999999999") == nil)
    #expect(Double(linkValue: "1.50") == nil)
    #expect(Bool(linkValue: "TRUE") == nil)
    #expect(UUID(linkValue: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == nil)
    #expect(Priority(linkValue: "3") == nil)
    #expect([String](linkValue: "a~") == nil, "a dangling escape is rejected")
    #expect([String](linkValue: "a~b") == nil, "only ~ and , may be escaped")
  }

  @Test func typeNamesDescribeNesting() {
    #expect([String?].linkTypeName == "[String?]")
    #expect(Priority.linkTypeName == "Priority")
    #expect(Int?.linkTypeName == "Int?")
  }
}
