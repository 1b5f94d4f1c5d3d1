import Testing
import Wayfinder

/// Typed flow data and the fields it is stored as.
@Suite struct FlowDataTests {
  struct Profile: Codable, FlowData, Equatable {
    var name: String
    var age: Int?
    var tags: [String]
    var ratio: Double
  }

  @Test func aCodableStructRoundTripsThroughFields() throws {
    let profile = Profile(
      name: "A \"quoted\", {braced} name", age: nil, tags: ["x,y", ""], ratio: 0.1)
    let fields = try profile.flowFields()
    #expect(fields["name"] == #""A \"quoted\", {braced} name""#)
    #expect(fields["ratio"] == "0.1")
    #expect(try Profile(flowFields: fields) == profile)
  }

  @Test func oneFieldChangesWithoutTheOthers() throws {
    var fields = try Profile(name: "a", age: 3, tags: [], ratio: 1).flowFields()
    fields["age"] = "4"
    #expect(try Profile(flowFields: fields).age == 4)
  }

  @Test func fieldsThatAreNotTheTypeAreAnErrorNotATrap() {
    #expect(throws: FlowDataError.self) { try Profile(flowFields: ["name": "unquoted"]) }
    #expect(throws: FlowDataError.self) {
      try Profile(flowFields: ["name": #""a", "age": 3"#, "tags": "[]", "ratio": "1"])
    }
    #expect(throws: FlowDataError.self) { try Profile(flowFields: [:]) }
  }

  @Test func plainFieldsAreTheirOwnData() throws {
    let fields: FlowFields = ["a": "1"]
    #expect(FlowFields(flowFields: fields) == fields)
    #expect(fields.flowFields() == fields)
  }
}
